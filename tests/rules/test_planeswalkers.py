"""Planeswalkers (CR 306) and loyalty abilities (CR 606), with Arlinn, the Pack's Hope.

CR 306.5b a planeswalker enters with its printed loyalty in loyalty counters; 306.5c its
loyalty is the number of loyalty counters on it; 606.3 loyalty abilities: main phase of your
turn, empty stack, one per permanent per turn; 606.4 the cost adds or removes loyalty
counters; 120.3c damage dealt to a planeswalker removes loyalty counters; 704.5i a planeswalker
with 0 loyalty goes to the graveyard; 506.2 / 508.1b planeswalkers can be attacked; 510.1
blocked attackers deal no damage to what they attacked; 704.5j the legend rule.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"
PLUS_ONE, MINUS_THREE = 1, 2


def _loyalty(d: Driver, oid: int) -> int:
    return int(d.state.objects[oid].counters.get("loyalty", 0))


def _loyalty_abilities(d: Driver, oid: int) -> set[int]:
    return {a.index for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == oid}


def _walker(loyalty: int | None = None, active: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, counters={"loyalty": loyalty} if loyalty is not None else None)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("precombat_main", active=active)
    return Driver(s.build())


def test_a_cast_planeswalker_enters_with_its_printed_loyalty() -> None:
    """CR 306.2, 306.5b: Arlinn resolves onto the battlefield under its caster's control with
    four loyalty counters."""
    s = Scenario(seed=1)
    s.hand(0, ARLINN)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, ARLINN)
    d.resolve()
    arlinn = d.find(ARLINN, zone="battlefield")
    assert d.chars(arlinn).controller == 0
    assert d.state.objects[arlinn].counters == {"loyalty": 4}


def test_plus_ability_adds_loyalty_and_only_one_loyalty_ability_per_turn() -> None:
    """CR 306.5d, 113.5, 606.3, 606.4: Arlinn's loyalty abilities are activated abilities whose
    loyalty symbol cost adds or removes loyalty counters; one per turn."""
    d = _walker()
    arlinn = d.find(ARLINN)
    assert _loyalty_abilities(d, arlinn) == {PLUS_ONE, MINUS_THREE}
    d.activate(0, arlinn, index=PLUS_ONE)
    assert _loyalty(d, arlinn) == 5  # the cost is paid as it is activated (CR 606.4)
    d.resolve()
    assert _loyalty_abilities(d, arlinn) == set()  # CR 606.3
    d.pass_until("precombat_main", turn=5)
    assert _loyalty_abilities(d, arlinn) == {PLUS_ONE, MINUS_THREE}


def test_loyalty_abilities_only_at_sorcery_speed_on_your_turn() -> None:
    d = _walker()
    arlinn = d.find(ARLINN)
    d.cast(0, "Shock", targets=[1])
    assert _loyalty_abilities(d, arlinn) == set()  # the stack isn't empty
    d.resolve()
    d.pass_until("beginning_of_combat")
    assert _loyalty_abilities(d, arlinn) == set()  # not a main phase
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()  # the opponent's turn: player 0 has priority, but can't
    assert d.decision.player == 0
    assert _loyalty_abilities(d, arlinn) == set()


def test_minus_ability_needs_that_much_loyalty() -> None:
    d = _walker(loyalty=2)
    arlinn = d.find(ARLINN)
    assert _loyalty_abilities(d, arlinn) == {PLUS_ONE}


def test_zero_loyalty_puts_it_into_the_graveyard() -> None:
    """CR 122.1e, 704.5i: Arlinn's loyalty is the number of its loyalty counters; its -3 paid
    with three leaves it with 0 loyalty, and it is put into the graveyard."""
    d = _walker(loyalty=3)
    arlinn = d.find(ARLINN)
    d.activate(0, arlinn, index=MINUS_THREE)
    # CR 704.5i: at 0 loyalty it is put into the graveyard before the ability resolves.
    assert d.zone_of(ARLINN) == "graveyard"
    d.resolve()
    assert len(d.ids("Wolf", zone="battlefield")) == 2  # the ability still resolves


def test_a_planeswalker_laid_out_with_no_loyalty_counters_goes_to_the_graveyard() -> None:
    """A scenario's ``counters={"loyalty": 0}`` is a planeswalker with no loyalty counters, not
    its printed loyalty (CR 306.5b is about entering): its loyalty is 0 (CR 306.5c) and the
    state-based actions put it into its owner's graveyard (CR 704.5i)."""
    d = _walker(loyalty=0)
    arlinn = d.find(ARLINN)
    assert "loyalty" not in d.state.objects[arlinn].counters
    d.pass_priority()
    assert d.zone_of(ARLINN) == "graveyard"


def test_damage_removes_loyalty_counters() -> None:
    d = _walker()
    arlinn = d.find(ARLINN)
    d.cast(0, "Shock", targets=[arlinn])
    d.resolve()
    assert _loyalty(d, arlinn) == 2
    assert d.state.objects[arlinn].damage == 0  # no damage is marked on a planeswalker


def test_lethal_damage_to_a_planeswalker() -> None:
    d = _walker(loyalty=2)
    arlinn = d.find(ARLINN)
    d.cast(0, "Shock", targets=[arlinn])
    d.resolve()
    assert d.zone_of(ARLINN) == "graveyard"


def _attacked(blocked: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN)
    s.battlefield(0, "Wall of Mulch")
    s.battlefield(1, "Glory Seeker")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    arlinn, seeker = d.find(ARLINN), d.find("Glory Seeker")
    d.to_combat()
    d.attack({seeker: arlinn})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Wall of Mulch"): seeker} if blocked else {})
    d.pass_until("end_of_combat")
    return d


def test_an_unblocked_creature_attacking_a_planeswalker_removes_loyalty() -> None:
    d = _attacked(blocked=False)
    assert _loyalty(d, d.find(ARLINN)) == 2
    assert d.life(0) == 20  # its controller is not dealt the damage


def test_a_blocked_creature_attacking_a_planeswalker_deals_it_no_damage() -> None:
    d = _attacked(blocked=True)
    assert _loyalty(d, d.find(ARLINN)) == 4
    assert d.state.objects[d.find("Wall of Mulch")].damage == 2


def test_planeswalkers_are_among_the_defenders() -> None:
    """CR 306.6, 508.1b: player 1's Glory Seeker may attack player 0 or Arlinn."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN)
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    targets = {a.defender for a in d.game.legal_actions()
               if isinstance(a, DeclareAttacker) and a.creature == seeker}
    assert targets == {0, d.find(ARLINN)}


def test_legend_rule_applies_to_legendary_planeswalkers() -> None:
    """CR 306.4, 704.5j: a planeswalker is subject to the legend rule like any legendary
    permanent: a second Arlinn makes its controller keep one, and the other goes to the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, counters={"loyalty": 1})
    s.hand(0, ARLINN)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest")
    d = Driver(s.build())
    old = d.find(ARLINN, zone="battlefield")
    d.cast(0, ARLINN)
    d.resolve()
    d.expect("legend_rule")
    new = [x for x in d.ids(ARLINN, zone="battlefield") if x != old][0]
    d.choose(new)
    assert d.ids(ARLINN, zone="battlefield") == [new]
    assert _loyalty(d, new) == 4
    assert len(d.ids(ARLINN, zone="graveyard")) == 1


@pytest.mark.parametrize("amount", [1, 3])
def test_scenario_counters_set_the_starting_loyalty(amount: int) -> None:
    d = _walker(loyalty=amount)
    assert _loyalty(d, d.find(ARLINN)) == amount


def test_a_player_cant_attack_their_own_planeswalker() -> None:
    """CR 506.2, 508.1b: only the opponents and the planeswalkers they control can be attacked;
    Arlinn's controller attacks with the Glory Seeker beside it, never Arlinn."""
    s = Scenario(seed=1)
    s.battlefield(0, ARLINN, "Glory Seeker")
    s.battlefield(1, ARLINN)
    s.library(0, "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    targets = {a.defender for a in d.game.legal_actions()
               if isinstance(a, DeclareAttacker) and a.creature == seeker}
    assert targets == {1, d.find(ARLINN, player=1)}
