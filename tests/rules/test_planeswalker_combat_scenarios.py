"""Creatures attacking planeswalkers (CR 506.4c, 510.1b-c, 120.3c): Butcher Orgg ("You may
assign Butcher Orgg's combat damage divided as you choose among defending player and/or any
number of creatures they control") attacking a planeswalker may deal its damage to it as usual
— the division doesn't include the planeswalker, so its controller is asked whether to divide —
and a blocked creature whose planeswalker has left still deals its damage to its blockers.
"""

from __future__ import annotations

from manastack.decisions.actions import Choose, DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"


def _orgg_attacks_arlinn(*defenders: str, hand: tuple[str, ...] = ()) -> tuple[Driver, int, int]:
    """Player 0's Butcher Orgg (6/6) attacks player 1's Arlinn (loyalty 4); player 1 has
    ``defenders`` too. The game waits at player 1's declaration of blockers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, ARLINN, *defenders)
    s.hand(1, *hand)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    orgg, arlinn = d.find("Butcher Orgg"), d.find(ARLINN)
    d.to_combat()
    d.act(0, DeclareAttacker(orgg, arlinn))
    d.act(0, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d, orgg, arlinn


def _to_damage(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()


def test_510_1b_unblocked_orgg_not_dividing_deals_its_damage_to_the_planeswalker() -> None:
    d, orgg, arlinn = _orgg_attacks_arlinn("Daru Healer")
    d.block({})
    _to_damage(d)
    assert d.expect("may").player == 0
    assert d.decision.prompt == "Divide its combat damage among the defending player and " \
        "their creatures instead of assigning it as usual?"
    assert dict(d.decision.data)["source"] == orgg  # whose damage it is
    d.choose(False)
    d.pass_until("end_of_combat")
    assert d.zone_of(ARLINN) == "graveyard"  # 6 damage to loyalty 4 (CR 120.3c, 704.5i)
    assert d.life(1) == 20


def test_510_1b_unblocked_orgg_dividing_deals_nothing_to_the_planeswalker() -> None:
    """Using its ability, the Orgg divides among player 1 and Daru Healer only."""
    d, orgg, arlinn = _orgg_attacks_arlinn("Daru Healer")
    d.block({})
    _to_damage(d)
    d.choose(True)
    d.expect("damage_assignment")
    assert dict(d.decision.data)["recipients"] == (1, d.find("Daru Healer"))
    assert (6, 0) in {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    d.choose((4, 2))
    d.pass_until("end_of_combat")
    assert d.life(1) == 16
    assert d.zone_of("Daru Healer") == "graveyard"
    assert d.state.objects[arlinn].counters.get("loyalty") == 4


def test_510_1c_blocked_orgg_not_dividing_deals_its_damage_to_its_blocker() -> None:
    d, orgg, arlinn = _orgg_attacks_arlinn("Crude Rampart")
    rampart = d.find("Crude Rampart")
    d.block({rampart: orgg})
    _to_damage(d)
    d.choose(False)
    d.pass_until("end_of_combat")
    assert d.zone_of("Crude Rampart") == "graveyard"
    assert d.state.objects[arlinn].counters.get("loyalty") == 4


def test_506_4c_blocked_orgg_whose_planeswalker_left_still_damages_its_blocker() -> None:
    """CR 506.4c, 510.1c: Arlinn is destroyed after the Orgg is blocked by Crude Rampart: the
    Orgg attacks nothing but is still blocked, and deals its 6 damage to the Rampart. In a
    two-player game player 1 is still the defending player (CR 506.2, 508.5), so the Orgg's
    division among player 1 and their creatures is offered; it includes the usual assignment
    (all to the Rampart), which its controller chooses."""
    d, orgg, arlinn = _orgg_attacks_arlinn("Crude Rampart", "Plains", "Plains",
                                          hand=("Fateful Absence",))
    rampart = d.find("Crude Rampart")
    d.block({rampart: orgg})
    d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[arlinn])
    d.resolve()
    _to_damage(d)
    d.expect("damage_assignment")
    assert dict(d.decision.data)["recipients"] == (1, rampart)
    d.choose((0, 6))
    d.pass_until("end_of_combat")
    assert d.zone_of("Crude Rampart") == "graveyard"
    assert d.life(1) == 20
