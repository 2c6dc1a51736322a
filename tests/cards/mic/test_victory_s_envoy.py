"""Victory's Envoy — {3}{W}{W} Creature — Human Cleric 3/3.

Oracle: "At the beginning of your upkeep, put a +1/+1 counter on each other creature you
control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Victory's Envoy")


def _scenario(active: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Victory's Envoy", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=active, turn=2)
    return Driver(s.build())


def test_counter_on_each_other_creature_you_control() -> None:
    d = _scenario(active=1)
    d.pass_until("upkeep", turn=3)  # the trigger resolves on the way
    for name in ("Glory Seeker", "Elvish Warrior"):
        assert d.state.objects[d.find(name)].counters.get("+1/+1") == 1
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert not d.state.objects[d.find("Victory's Envoy")].counters.get("+1/+1")
    assert not d.state.objects[d.find("Gluttonous Zombie")].counters.get("+1/+1")


def test_not_in_an_opponents_upkeep() -> None:
    d = _scenario(active=0)
    d.pass_until("upkeep", turn=3)
    assert not d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1")


def test_two_envoys_each_put_a_counter_on_the_other() -> None:
    """CR 603.2, 608.2h: each Envoy's trigger puts a counter on each creature you control
    other than itself as it resolves: each Envoy gets one (from the other), Glory Seeker two,
    and a creature that came under your control before the triggers resolved gets them too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Victory's Envoy", label="e1")
    s.battlefield(0, "Victory's Envoy", label="e2")
    s.battlefield(0, "Glory Seeker", "Forest", "Forest", "Forest")
    s.hand(0, "Bounding Wolf")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert d.state.step.name == "UPKEEP" and len(d.state.stack) == 2
    d.cast(0, "Bounding Wolf")  # flash
    d.resolve()
    d.resolve_all()
    e1, e2 = d.ids("Victory's Envoy")
    counters = {o: d.state.objects[o].counters.get("+1/+1", 0)
                for o in (e1, e2, d.find("Glory Seeker"), d.find("Bounding Wolf"))}
    assert counters == {e1: 1, e2: 1, d.find("Glory Seeker"): 2, d.find("Bounding Wolf"): 2}


def test_two_headed_giant_the_teams_turn_is_the_non_primary_players_turn_too() -> None:
    """CR 805.4, 810.2: teams take turns, so the team's upkeep is "your upkeep" for player 1,
    player 0's teammate: their Envoy triggers and puts a counter on their own Glory Seeker,
    not on their teammate's creature."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(1, "Victory's Envoy", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior")
    s.at("end", active=2)
    d = Driver(s.build())
    d.pass_until("upkeep")
    assert d.state.active == 0
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find("Elvish Warrior")].counters


def test_envoy_gone_before_its_trigger_resolves_the_others_still_get_counters() -> None:
    """CR 113.7a: the upkeep trigger resolves though the Envoy was destroyed in response
    (Cruel Revival); each other creature its controller controls gets a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Victory's Envoy", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(1, "Cruel Revival")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[d.find("Victory's Envoy")])
    d.resolve()
    assert d.zone_of("Victory's Envoy") == "graveyard"
    d.resolve()
    for name in ("Glory Seeker", "Elvish Warrior"):
        assert d.state.objects[d.find(name)].counters == {"+1/+1": 1}


def test_no_other_creature_nothing_happens() -> None:
    """With the Envoy alone, the trigger resolves and puts no counter on anything, the Envoy
    included ("each other creature")."""
    s = Scenario(seed=1)
    s.battlefield(0, "Victory's Envoy")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert [e for e in d.state.log if e.kind == "trigger"]
    assert not d.state.objects[d.find("Victory's Envoy")].counters
