"""Willow Geist — {G} Creature — Treefolk Spirit 1/1.

Oracle: "Trample / Whenever one or more cards leave your graveyard, put a +1/+1 counter on
Willow Geist. / When Willow Geist dies, you gain life equal to its power."
Rulings covered: MID-RN-230.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Willow Geist")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Mountain", "Willow Geist")
    s.hand(0, "Turn the Earth", "Shock")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.graveyard(1, "Krosan Tusker")
    return Driver(s.build())


def test_one_counter_for_cards_leaving_together() -> None:
    d = setup()
    geist = d.find("Willow Geist")
    d.cast(0, "Turn the Earth", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.resolve()
    d.resolve()
    assert d.state.objects[geist].counters == {"+1/+1": 1}


def test_not_for_an_opponents_graveyard() -> None:
    d = setup()
    d.cast(0, "Turn the Earth", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Willow Geist")].counters == {}


@pytest.mark.ruling("MID-RN-230", "MID-OR-0641")
def test_dies_gaining_life_equal_to_its_last_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Willow Geist", counters={"+1/+1": 1})
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Willow Geist")])
    d.resolve()
    d.resolve()
    assert d.ids("Willow Geist", zone="graveyard")
    assert d.life(0) == 22


def test_casting_a_flashback_card_from_the_graveyard_triggers_it() -> None:
    """CR 601.2a, 702.34a: casting Homestead Courage with flashback moves it from the graveyard
    to the stack, so a card leaves the graveyard: the Geist's ability triggers and resolves
    first (a counter), then the spell's own counter; exiled afterwards, it doesn't trigger it
    again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Willow Geist")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    geist = d.find("Willow Geist")
    d.cast(0, "Homestead Courage", method="flashback", targets=[geist])
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.state.objects[geist].counters == {"+1/+1": 1}
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[geist].counters == {"+1/+1": 2}
    assert d.zone_of("Homestead Courage") == "exile"


def test_blocked_it_tramples_over() -> None:
    """CR 702.19b: with two counters the 3/3 Geist blocked by a 1/1 assigns lethal damage to
    it and the rest, 2, to the player; assigning the player more than the rest (none to the
    blocker) is refused and nothing changes."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Willow Geist", counters={"+1/+1": 2})
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    geist = d.find("Willow Geist")
    d.to_combat()
    d.attack([geist])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Goblin Sledder"): geist})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose((0, 3))
    assert d.game.fingerprint() == before
    d.choose((1, 2))
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.life(1) == 18


def test_dying_with_negative_power_gains_no_life() -> None:
    """CR 107.1b: Startle gives the 1/1 Geist -2/-0, power -1 as it dies to Shock; a negative
    amount of life to gain is 0, so none is gained."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Willow Geist")
    s.hand(0, "Startle", "Shock")
    s.library(0, "Island")
    d = Driver(s.build())
    geist = d.find("Willow Geist")
    d.cast(0, "Startle", targets=[geist])
    d.resolve()
    assert d.chars(geist).power == -1
    d.cast(0, "Shock", targets=[geist])
    d.resolve()
    assert d.zone_of("Willow Geist") == "graveyard"
    d.resolve_all()
    assert d.life(0) == 20 and not d.state.stack


def test_each_later_departure_in_the_same_turn_triggers_it_again() -> None:
    """CR 603.2c: "whenever one or more cards leave" triggers once for each such event, not
    once a turn. Turn the Earth shuffles Glory Seeker and Elvish Warrior away (one event, one
    counter); later that turn Homestead Courage, cast with flashback, leaves the graveyard too
    (a second event, a second counter), then resolves (a third)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Willow Geist")
    s.hand(0, "Turn the Earth")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Homestead Courage")
    d = Driver(s.build())
    geist = d.find("Willow Geist")
    d.cast(0, "Turn the Earth", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.resolve()
    d.resolve()
    assert d.state.objects[geist].counters == {"+1/+1": 1}
    d.cast(0, "Homestead Courage", method="flashback", targets=[geist])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.state.objects[geist].counters == {"+1/+1": 3}
