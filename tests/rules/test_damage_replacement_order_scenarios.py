"""Ordering the replacement and prevention effects of simultaneous combat damage (CR 616.1):
the affected player or the controller of the affected creature chooses, and when several
players have to choose at once they do so in APNAP order — whatever the order the damage
events were assigned in (attackers' damage first, CR 510.1).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _both_shielded_and_doubled(active: int, other: int,
                               players: int = 2) -> tuple[Driver, int, int]:
    """The active player and ``other`` each have Gratuitous Violence and Daru Healer. The active
    player's Glory Seeker attacks ``other`` and is blocked by their Elvish Warrior; each Healer
    shields its own controller's creature ("prevent the next 1 damage"). The game waits at the
    first choice of combat damage."""
    s = Scenario(players=players, seed=1)
    s.battlefield(active, "Glory Seeker", "Gratuitous Violence", "Daru Healer")
    s.battlefield(other, "Elvish Warrior", "Gratuitous Violence", "Daru Healer")
    for p in range(players):
        s.library(p, *["Plains"] * 3)
    s.at("precombat_main", active=active, turn=3 + active)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker], defender=other)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    d.activate(active, d.find("Daru Healer", player=active), targets=[seeker])
    d.resolve()
    while d.decision.player != other:
        d.pass_priority()
    d.activate(other, d.find("Daru Healer", player=other), targets=[warrior])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    return d, seeker, warrior


def _prevention_first(d: Driver) -> None:
    """Choose the Healer's shield (a prevention effect) to apply before the doubling."""
    order = d.expect("order_replacements")
    options = d.game.view(order.player)["decision"]["options"]
    first = [o["source"] for o in options].index("Daru Healer")
    d.choose(order.actions[first].value)


def test_616_1_the_active_player_orders_first_for_their_attacker() -> None:
    """The damage to the attacking Seeker (the active player's) is ordered first, by the
    active player, though the Seeker's own damage was assigned first; then the defending
    player orders the damage to their Warrior (in two- and three-player games)."""
    for active, other, players in ((0, 1, 2), (1, 0, 2), (1, 2, 3), (2, 0, 3)):
        d, seeker, warrior = _both_shielded_and_doubled(active, other, players)
        order = d.expect("order_replacements")
        assert order.player == active
        _prevention_first(d)
        assert d.expect("order_replacements").player == other
        choices = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
        assert len(choices) == 2


def test_616_1_each_choice_applies_to_its_own_creature() -> None:
    """CR 616.1f, 120.4b: the active player applies the shield first (2 - 1 = 1, then the doubling
    still applies: 2, the Seeker dies); the defending player doubles first (4 - 1 = 3) — each
    creature is dealt what its own controller chose."""
    d, seeker, warrior = _both_shielded_and_doubled(0, 1)
    _prevention_first(d)
    order = d.expect("order_replacements")
    options = d.game.view(1)["decision"]["options"]
    doubling = [o["source"] for o in options].index("Gratuitous Violence")
    d.choose(order.actions[doubling].value)
    dealt = {e.obj: e.amount for e in d.state.log if e.kind == "damage"}
    assert dealt == {seeker: 2, warrior: 3}


def test_616_1e_a_redirected_event_meets_the_new_recipients_prevention() -> None:
    """CR 616.1e, 614.9: once Glarecaster has redirected the damage to its controller onto
    their Daunting Defender, the modified event is checked again, and the Defender's "prevent
    1 of that damage" to a Cleric they control applies: the ping deals nothing to anyone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", "Daunting Defender", "Plains", "Plains", "Plains",
                  "Plains", "Plains", "Plains")
    s.battlefield(1, "Embermage Goblin", "Embermage Goblin")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[d.find("Daunting Defender")])
    d.resolve()
    first, second = d.ids("Embermage Goblin")
    d.activate(1, first, targets=[0])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.life(0) == 20
    assert d.state.objects[d.find("Daunting Defender")].damage == 0
    d.activate(1, second, targets=[0])  # the redirection was used up: one "next time"
    d.resolve()
    assert d.life(0) == 19


@pytest.mark.parametrize("mill_first", [True, False])
def test_616_1_the_damaged_player_orders_a_doubling_and_a_mill_instead(mill_first: bool) -> None:
    """CR 616.1, 616.1e, 614.1a: Gluttonous Zombie (3/3) attacks player 1 with its controller's
    Gratuitous Violence (double damage) and Undead Alchemist (a Zombie's combat damage to a
    player becomes milling that many cards). Both modify the damage to player 1, who chooses
    the order: the mill first, there is no damage left to double (three cards); the doubling
    first, 6 damage becomes six cards milled. No life is lost either way."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Undead Alchemist", "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, *["Island"] * 10)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Gluttonous Zombie")])
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    order = d.expect("order_replacements")
    assert order.player == 1
    by_source = {src: rid for rid, src in order.info()["sources"]}
    first = "Undead Alchemist" if mill_first else "Gratuitous Violence"
    d.choose(by_source[d.find(first)])
    d.pass_until("end_of_combat")
    assert d.life(1) == 20
    assert len(d.state.players[1].library) == (7 if mill_first else 4)
