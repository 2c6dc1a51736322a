"""Champion of Lambholt — {1}{G}{G} Creature — Human Warrior 1/1.

Oracle: "Creatures with power less than Champion of Lambholt's power can't block creatures you
control. / Whenever another creature enters the battlefield under your control, put a +1/+1
counter on Champion of Lambholt."
Rulings covered: MIC-OR-0215, MIC-OR-0216.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Champion of Lambholt")

CARD = "Champion of Lambholt"


def _blockers(d: Driver) -> set[tuple[int, int]]:
    return {(a.blocker, a.attacker) for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def test_grows_when_another_creature_enters_under_your_control() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 1}


@pytest.mark.ruling("MIC-OR-0215")
def test_smaller_creatures_cant_block_your_creatures_even_when_it_doesnt_attack() -> None:
    """Champion has power 3 (two counters) and stays home; Glory Seeker attacks: the power-2
    creature can't block it, the power-3 one can."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Severed Legion", "Gluttonous Zombie")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    seeker = d.find("Glory Seeker")
    assert (d.find("Gluttonous Zombie"), seeker) in _blockers(d)
    assert (d.find("Severed Legion"), seeker) not in _blockers(d)


@pytest.mark.ruling("MIC-OR-0216")
def test_checked_only_as_blockers_are_declared() -> None:
    """Gluttonous Zombie (3) blocks while Champion has power 3; then Champion grows to 4 (a
    creature enters): the Zombie keeps blocking."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Forest", "Forest")
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Heron's Grace Champion")
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Gluttonous Zombie"): seeker})
    d.cast(0, "Heron's Grace Champion")  # flash
    d.resolve()
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "order_triggers":
            d.choose(d.decision.actions[0].value)
        else:
            d.resolve()
    assert d.chars(d.find(CARD)).power >= 4
    assert d.find("Gluttonous Zombie") in d.state.combat.blockers


def test_a_creature_with_power_0_cant_block_when_it_has_power_1() -> None:
    """CR 509.1b: with Champion at its printed power 1, Wall of Mulch (power 0) can't block
    Glory Seeker; Disciple of Grace (power 1, not less) can."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(1, "Wall of Mulch", "Disciple of Grace")
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    assert (d.find("Disciple of Grace"), seeker) in _blockers(d)
    assert (d.find("Wall of Mulch"), seeker) not in _blockers(d)


def test_at_power_0_nothing_has_less_power_than_it() -> None:
    """CR 509.1b: Champion (1/1) gets -2/-0 from Startle and a counter for Startle's Zombie
    token: at power 0, Wall of Mulch (power 0, not less) can block Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, "Glory Seeker", "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Island")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    d.cast(0, "Startle", targets=[d.find(CARD)])
    d.resolve_all()
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 1}
    assert d.chars(d.find(CARD)).power == 0
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert (d.find("Wall of Mulch"), seeker) in _blockers(d)


def test_each_token_entering_at_once_adds_a_counter() -> None:
    """CR 603.2, 603.6a: Trostani's Summoner (one counter) then its three tokens entering at
    once trigger the Champion once each: four counters in all."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 4, *["Plains"] * 3)
    s.hand(0, "Trostani's Summoner")
    d = Driver(s.build())
    d.cast(0, "Trostani's Summoner")
    d.resolve()
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 4}


def test_an_opponents_creature_entering_doesnt_count() -> None:
    """"Under your control" (CR 603.2): a creature entering under the opponent's control adds
    no counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert not d.state.objects[d.find(CARD)].counters


def test_the_restriction_is_on_blocking_its_controllers_creatures_only() -> None:
    """CR 509.1b: the opponent's Glory Seeker attacks; player 0's Wall of Mulch (power 0,
    less than the Champion's 3) may still block it, the restriction being on creatures
    blocking the Champion's controller's creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Wall of Mulch")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert (d.find("Wall of Mulch"), seeker) in _blockers(d)


def test_with_menace_only_creatures_allowed_to_block_count_toward_two() -> None:
    """CR 509.1b-c, 702.111b: the Champion (power 3) makes Glory Seeker (power 2) unable to
    block; Brimstone Vandal's menace then can't be satisfied by Gluttonous Zombie alone: the
    Vandal can't be blocked at all, and the Zombie isn't offered as its blocker."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Brimstone Vandal")
    s.battlefield(1, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    vandal = d.find("Brimstone Vandal")
    d.to_combat()
    d.attack([vandal])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert not {a for b, a in _blockers(d)} & {vandal}


def test_gaining_control_of_a_creature_isnt_its_entering() -> None:
    """CR 603.6a, 108.4: a creature that comes under your control without moving doesn't
    enter the battlefield: Pack's Betrayal taking Glory Seeker adds no counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pack's Betrayal", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    assert not d.state.stack
    assert not d.state.objects[d.find(CARD)].counters


def test_in_two_headed_giant_a_teammates_attacker_may_still_be_blocked() -> None:
    """"Creatures you control" (CR 109.5, 810.5): in Two-Headed Giant the Champion (power 3)
    stops Glory Seeker (power 2) from blocking its controller's attacking Snarling Wolf, but
    not from blocking the teammate's attacking Elvish Warrior (CR 805.10a: the team attacks
    together)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Snarling Wolf")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    wolf, warrior = d.find("Snarling Wolf"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack({wolf: 2, warrior: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    seeker = d.find("Glory Seeker")
    assert (seeker, warrior) in _blockers(d)
    assert (seeker, wolf) not in _blockers(d)


def test_the_champion_itself_is_a_creature_you_control() -> None:
    """The attacking Champion (power 3) can't be blocked by Glory Seeker (power 2); Gluttonous
    Zombie (power 3, not less) may block it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(1, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    champion = d.find(CARD)
    d.to_combat()
    d.attack([champion])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert (d.find("Glory Seeker"), champion) not in _blockers(d)
    assert (d.find("Gluttonous Zombie"), champion) in _blockers(d)


def test_a_face_down_creature_entering_adds_a_counter() -> None:
    """CR 708.2, 603.6a: a creature cast face down enters as a 2/2 creature with no name:
    still "another creature" entering under its controller's control."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Charging Slateback")
    d = Driver(s.build())
    d.cast(0, "Charging Slateback", method="face_down")
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 1}


def test_once_the_champion_is_gone_smaller_creatures_may_block_again() -> None:
    """CR 611.3a: the restriction is a static ability's effect and ends as the Champion
    leaves: shocked before combat, the Champion (power 1) no longer stops Wall of Mulch
    (power 0) from blocking."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Snarling Wolf")
    s.battlefield(1, "Wall of Mulch", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    wolf = d.find("Snarling Wolf")
    d.to_combat()
    d.attack([wolf])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert (d.find("Wall of Mulch"), wolf) in _blockers(d)


def test_creatures_entering_with_it_at_once_each_add_a_counter() -> None:
    """CR 603.6a, 603.10: abilities that trigger on entering look at the game just after the
    event, so the Champion sees the creatures entering at the same time as itself. Angel of
    Glory's Rise returns the Champion, Glory Seeker and Daru Cavalier (Humans all) together:
    two counters, one for each other creature; the Angel, there before, adds none."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.hand(0, "Angel of Glory's Rise")
    s.graveyard(0, CARD, "Glory Seeker", "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Angel of Glory's Rise")
    d.resolve()
    d.resolve()  # the Angel's trigger
    assert d.zone_of(CARD) == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 2}
