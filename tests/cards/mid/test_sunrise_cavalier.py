"""Sunrise Cavalier — {1}{R}{W} Creature — Human Knight 3/3.

Oracle: "Trample, haste / If it's neither day nor night, it becomes day as Sunrise Cavalier
enters the battlefield. / Whenever day becomes night or night becomes day, put a +1/+1 counter
on target creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    DayNightDesignationRuling,
    DayNightHistory,
    becomes_day_for_the_first_time,
)

pytestmark = pytest.mark.card("Sunrise Cavalier")


def test_enters_making_it_day_with_haste() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Mountain")
    s.hand(0, "Sunrise Cavalier")
    d = Driver(s.build())
    d.cast(0, "Sunrise Cavalier")
    d.resolve()
    assert d.state.day_night == "day" and not d.state.stack
    d.to_combat()
    d.attack([d.find("Sunrise Cavalier")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_night_falls_and_a_creature_you_control_gets_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sunrise Cavalier", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.day_night("day")
    s.library(1, "Mountain")
    d = Driver(s.build())
    d.pass_until("end")
    while d.decision.kind != "target":
        d.act(d.decision.player, PassPriority())
    assert d.state.day_night == "night"
    seeker = d.find("Glory Seeker")
    assert d.find("Elvish Warrior") not in {a.value for a in d.decision.actions}
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


@pytest.mark.ruling("MID-OR-0834")
def test_the_game_becoming_day_for_the_first_time_doesnt_trigger_it() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    d = becomes_day_for_the_first_time("Sunrise Cavalier")
    assert d.state.day_night == "day"
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.state.objects[d.find("Sunrise Cavalier")].counters == {}


class TestDayNightRulings(DayNightDesignationRuling):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0835", "MID-OR-0836", "MID-OR-0837", "MID-OR-0838", "MID-OR-0839",
    )
    CARD = "Sunrise Cavalier"

    def check_history(self, h: DayNightHistory) -> None:
        # One counter for each change between day and night, none for the first day.
        cavalier = h.driver.find("Sunrise Cavalier", zone="battlefield")
        assert h.driver.state.objects[cavalier].counters == {"+1/+1": 2}


def test_entering_at_night_leaves_it_night() -> None:
    """CR 730.1: "if it's neither day nor night": at night the Cavalier enters without
    changing it, so day doesn't become night nor night day, and nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Mountain")
    s.hand(0, "Sunrise Cavalier")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Sunrise Cavalier")
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack and d.decision.kind == "priority"


def test_night_becoming_day_triggers_it_too() -> None:
    """CR 730.2b: it is night and the previous turn's active player cast two spells, so as
    the next turn begins it becomes day: the Cavalier's ability triggers and its controller
    puts a +1/+1 counter on a creature they control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sunrise Cavalier", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Elvish Warrior")
    s.day_night("night")
    s.library(1, "Mountain")
    d = Driver(s.build())
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[1])
        d.resolve()
    d.pass_until("end")
    while d.decision.kind != "target":
        d.act(d.decision.player, PassPriority())
    assert d.state.day_night == "day"
    cavalier = d.find("Sunrise Cavalier")
    d.choose(cavalier)
    d.resolve()
    assert d.state.objects[cavalier].counters == {"+1/+1": 1}


def test_trample_assigns_the_excess_to_the_player() -> None:
    """CR 702.19b: blocked by Avacyn's Pilgrim (toughness 1), the 3/3 Cavalier assigns lethal
    damage, 1, to it and the remaining 2 to the defending player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sunrise Cavalier")
    s.battlefield(1, "Avacyn's Pilgrim")
    s.day_night("day")
    d = Driver(s.build())
    cav = d.find("Sunrise Cavalier")
    d.to_combat()
    d.attack([cav])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Avacyn's Pilgrim"): cav})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 2))
    d.pass_until("postcombat_main")
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    assert d.life(1) == 18


def test_its_controller_chooses_the_target_even_after_it_has_left() -> None:
    """CR 113.7a, 603.3d: night falls, and the trigger's target is put on Glory Seeker; the
    Cavalier is destroyed in response (Defenestrate), and the ability still puts the counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sunrise Cavalier", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.day_night("day")
    s.library(1, "Mountain")
    d = Driver(s.build())
    d.pass_until("end")
    while d.decision.kind != "target":
        d.act(d.decision.player, PassPriority())
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Defenestrate", targets=[d.find("Sunrise Cavalier")])
    d.resolve()
    assert d.zone_of("Sunrise Cavalier") == "graveyard"
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
