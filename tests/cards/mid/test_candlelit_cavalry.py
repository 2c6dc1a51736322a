"""Candlelit Cavalry — {4}{G} Creature — Human Knight 5/5.

Oracle: "Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, Candlelit Cavalry gains trample until end of turn."
Rulings covered: MID-RN-029, MID-RN-030, MID-RN-031 (coven).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Candlelit Cavalry")


def at_combat(*others: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", *others)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    return d


@pytest.mark.ruling("MID-RN-029")
def test_three_different_powers_give_trample() -> None:
    d = at_combat("Glory Seeker", "Bounding Wolf")  # powers 5, 2, 3
    assert d.chars(d.find("Candlelit Cavalry")).has("Trample")


@pytest.mark.ruling("MID-RN-030")
def test_two_creatures_with_equal_power_count_once() -> None:
    d = at_combat("Glory Seeker", "Elvish Warrior")  # powers 5, 2, 2
    assert not d.chars(d.find("Candlelit Cavalry")).has("Trample")
    assert not any(e.kind == "trigger" for e in d.game.log)


@pytest.mark.ruling("MID-RN-031")
def test_coven_is_checked_again_on_resolution() -> None:
    """The intervening "if" is checked when the ability resolves: killing one of the three
    creatures in response stops it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Glory Seeker", "Bounding Wolf", "Swamp", "Swamp",
                  "Swamp")
    s.hand(0, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()  # to beginning of combat; the coven trigger goes on the stack
    assert d.state.stack
    d.cast(0, "Defenestrate", targets=[d.find("Bounding Wolf")])
    d.resolve()
    d.resolve()
    assert not d.chars(d.find("Candlelit Cavalry")).has("Trample")


@pytest.mark.ruling("MID-RN-031")
def test_coven_on_resolution_may_count_other_creatures_than_on_triggering() -> None:
    """The three different powers on resolution needn't come from the creatures that made the
    ability trigger (CR 603.4): powers 5, 2 and 1 as it triggers; Wellwisher (1) is destroyed
    and Bounding Wolf (3) flashed in before it resolves, so powers 5, 2 and 3 give trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Glory Seeker", "Wellwisher", "Swamp", "Swamp",
                  "Swamp", "Forest", "Forest", "Forest")
    s.hand(0, "Defenestrate", "Bounding Wolf")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()  # to beginning of combat; the coven trigger goes on the stack
    (trigger,) = d.state.stack
    d.cast(0, "Defenestrate", targets=[d.find("Wellwisher")])
    d.resolve()
    d.cast(0, "Bounding Wolf")
    d.resolve()
    assert d.ids("Wellwisher", zone="graveyard") and d.ids("Bounding Wolf", zone="battlefield")
    assert d.state.stack == [trigger]
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Candlelit Cavalry")).has("Trample")


def test_trample_lasts_until_end_of_turn() -> None:
    d = at_combat("Glory Seeker", "Bounding Wolf")
    d.pass_until("end")
    assert d.chars(d.find("Candlelit Cavalry")).has("Trample")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(d.find("Candlelit Cavalry")).has("Trample")


def test_only_your_combat_and_only_your_creatures() -> None:
    """"At the beginning of combat on your turn": in the opponent's turn it doesn't trigger
    even with three different powers among its controller's creatures (CR 603.2); on its
    controller's turn, the opponent's creatures don't count toward coven (Glory Seeker's 2 and
    Bounding Wolf's 3 on the other side): powers 5 and 2 only, no trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Elvish Warrior", "Bounding Wolf")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    assert not d.state.stack
    assert not d.chars(d.find("Candlelit Cavalry")).has("Trample")
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Elvish Warrior")
    s.battlefield(1, "Glory Seeker", "Bounding Wolf")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    assert not d.chars(d.find("Candlelit Cavalry")).has("Trample")
    assert not any(e.kind == "trigger" for e in d.game.log)


def test_two_headed_giant_a_teammates_creatures_dont_count_but_the_turn_does() -> None:
    """CR 805.4: the team's turn is player 1's turn too, so their Cavalry's ability triggers
    at the team's beginning of combat; coven counts only the creatures player 1 controls:
    with Bounding Wolf (3) it has three powers only with Glory Seeker (2) on player 1's side,
    not on their teammate's."""
    for seeker_owner, trample in ((0, False), (1, True)):
        s = Scenario(format="two_headed_giant", seed=1)
        for p in range(4):
            s.library(p, *["Forest"] * 3)
        s.battlefield(1, "Candlelit Cavalry", "Bounding Wolf")
        s.battlefield(seeker_owner, "Glory Seeker")
        s.at("precombat_main", active=0)
        d = Driver(s.build())
        d.pass_until("beginning_of_combat")
        assert d.chars(d.find("Candlelit Cavalry")).has("Trample") is trample


@pytest.mark.ruling("MID-RN-029", "MID-RN-030")
def test_a_face_down_creature_has_power_two() -> None:
    """CR 708.2: a face-down creature is a 2/2; with Bounding Wolf (3) the powers are 5, 2 and
    3, so coven is met; with Glory Seeker (2) instead, 5, 2 and 2 are only two different
    powers."""
    for other, trample in (("Bounding Wolf", True), ("Glory Seeker", False)):
        s = Scenario(seed=1)
        s.battlefield(0, "Candlelit Cavalry", other)
        s.battlefield(0, "Daru Healer", face_down=True)
        d = Driver(s.build())
        d.pass_until("beginning_of_combat")
        assert d.chars(d.find("Candlelit Cavalry")).has("Trample") is trample


@pytest.mark.ruling("MID-RN-029")
def test_power_zero_is_a_power() -> None:
    """MID-RN-029: powers are different if they are different numbers; Wall of Mulch's 0 is
    one: powers 5, 2 and 0 give trample."""
    d = at_combat("Glory Seeker", "Wall of Mulch")
    assert d.chars(d.find("Wall of Mulch")).power == 0
    assert d.chars(d.find("Candlelit Cavalry")).has("Trample")


def test_trample_assigns_the_excess_damage_to_the_player() -> None:
    """CR 702.19b: with trample, the Cavalry blocked by Glory Seeker assigns it lethal 2 and the
    other 3 to the defending player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Elvish Warrior", "Bounding Wolf")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    cavalry = d.find("Candlelit Cavalry")
    d.pass_until("beginning_of_combat")
    assert d.chars(cavalry).has("Trample")
    d.to_combat()
    d.attack([cavalry])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): cavalry})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 3))
    d.pass_until("end_of_combat")
    assert d.life(1) == 17
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_cavalry_gone_before_it_resolves_nothing_happens() -> None:
    """CR 113.7a, 400.7: the Cavalry destroyed in response, its ability still resolves (coven
    still met by Glory Seeker, Bounding Wolf and Wellwisher: 2, 3, 1) but the Cavalry is gone;
    no other creature gains trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Glory Seeker", "Bounding Wolf", "Wellwisher",
                  "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert len(d.state.stack) == 1
    d.cast(0, "Defenestrate", targets=[d.find("Candlelit Cavalry")])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Candlelit Cavalry") == "graveyard"
    assert not d.chars(d.find("Glory Seeker")).has("Trample")
    assert not d.chars(d.find("Bounding Wolf")).has("Trample")
    assert not d.chars(d.find("Wellwisher")).has("Trample")


def test_a_frog_copy_has_the_ability_and_counts_its_own_power() -> None:
    """CR 707.9b: Croaking Counterpart's token copy of the Cavalry is a 1/1 Frog with the coven
    ability. With Glory Seeker the powers are 5, 1 and 2: at the beginning of combat both
    abilities trigger and each gives its own creature trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlelit Cavalry", "Glory Seeker", "Forest", "Island", "Island")
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    cavalry = d.find("Candlelit Cavalry")
    d.cast(0, "Croaking Counterpart", targets=[cavalry])
    d.resolve()
    frog = next(i for i in d.ids("Candlelit Cavalry", zone="battlefield") if i != cavalry)
    assert (d.chars(frog).power, d.chars(frog).subtypes) == (1, {"Frog"})
    d.pass_priority()
    d.pass_priority()  # to the beginning of combat
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.chars(cavalry).has("Trample") and d.chars(frog).has("Trample")
    assert not d.chars(d.find("Glory Seeker")).has("Trample")
