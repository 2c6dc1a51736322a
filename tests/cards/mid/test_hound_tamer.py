"""Hound Tamer // Untamed Pup — {2}{G} Creature — Human Werewolf 3/3 //
Creature — Werewolf 4/4 (green).

Oracle: Front: "Trample / {3}{G}: Put a +1/+1 counter on target creature. / Daybound (If a
player casts no spells during their own turn, it becomes night next turn.)"
Back: "Trample / Other Wolves and Werewolves you control have trample. / {3}{G}: Put a +1/+1
counter on target creature. / Nightbound (If a player casts at least two spells during their
own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import designation_history
from .daybound_rulings import (
    becomes_night_mid_turn,
    cast_at_night,
    faces,
    next_turn_untap,
    returned_at_night,
)

pytestmark = pytest.mark.card("Hound Tamer")

FRONT, BACK = faces("Hound Tamer")


def _tamer(night: bool) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Hound Tamer", "Tavern Ruffian", transformed=night)
    s.battlefield(0, "Snarling Wolf", "Glory Seeker", "Forest", "Forest", "Forest", "Forest")
    s.battlefield(1, "Bounding Wolf")
    return Driver(s.build())


def test_tamer_has_trample_and_puts_a_counter_on_any_creature() -> None:
    d = _tamer(night=False)
    tamer, theirs = d.find("Hound Tamer"), d.find("Bounding Wolf")
    assert d.chars(tamer).name == FRONT and d.chars(tamer).has("Trample")
    assert not d.chars(d.find("Snarling Wolf")).has("Trample")  # the front face grants none
    d.activate(0, tamer, targets=[theirs])
    assert all(d.state.objects[x].tapped for x in d.ids("Forest"))
    d.resolve()
    assert d.state.objects[theirs].counters.get("+1/+1") == 1
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (4, 3)


def test_pup_gives_trample_to_your_other_wolves_and_werewolves() -> None:
    d = _tamer(night=True)
    pup = d.find("Hound Tamer")
    c = d.chars(pup)
    assert (c.name, c.power, c.toughness) == (BACK, 4, 4) and c.has("Trample")
    assert d.chars(d.find("Snarling Wolf")).has("Trample")
    assert d.chars(d.find("Tavern Ruffian")).has("Trample")
    assert not d.chars(d.find("Glory Seeker")).has("Trample")
    assert not d.chars(d.find("Bounding Wolf")).has("Trample")


def test_pup_s_counter_ability() -> None:
    d = _tamer(night=True)
    wolf = d.find("Snarling Wolf")
    d.activate(0, "Hound Tamer", targets=[wolf])
    d.resolve()
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (2, 2)


def test_a_pumped_wolf_tramples_over_its_blocker() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Hound Tamer", transformed=True)
    s.battlefield(0, "Bounding Wolf")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    wolf = d.find("Bounding Wolf", player=0)
    d.to_combat()
    d.attack([wolf])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Wellwisher"): wolf})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((1, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_the_game_starts_neither_and_stays_day_or_night_once_it_is() -> None:
    """Official ruling: "Day and night are designations that the game itself can have. The game
    starts as neither. Once the game becomes day (or less commonly, night), the game will be
    exactly one of them—day or night—going back and forth for the rest of the game."."""
    h = designation_history(FRONT)
    assert h.designations == [None, "day", "day", "night", "day"]
    assert h.names == [FRONT, FRONT, BACK, FRONT]


def test_the_check_comes_before_the_untap() -> None:
    """Official ruling: "Before a player untaps their permanents during the untap step, the
    game checks to see if the day/night designation should change."."""
    r = next_turn_untap(FRONT, "day", spells=0)
    assert r.day_night_before_untap and r.transform_before_untap and r.untapped
    assert r.name == BACK


def test_day_becomes_night_after_a_turn_without_spells() -> None:
    """Official ruling: "If it is day, and the active player of the previous turn cast no
    spells during their turn, it becomes night."."""
    assert (next_turn_untap(FRONT, "day", spells=0).designation,
            next_turn_untap(FRONT, "day", spells=1).designation) == ("night", "day")


def test_night_becomes_day_after_a_turn_with_two_spells() -> None:
    """Official ruling: "If it is night, and the active player of the previous turn cast two or
    more spells during their turn, it becomes day."."""
    two, one = next_turn_untap(FRONT, "night", spells=2), next_turn_untap(FRONT, "night", 1)
    assert (two.designation, two.name) == ("day", FRONT)
    assert (one.designation, one.name) == ("night", BACK)


def test_transforms_as_soon_as_it_becomes_night_at_any_time() -> None:
    """Official ruling: "Double-faced permanents with daybound transform to their nightbound
    faces as it becomes night. Similarly, double-faced permanents with nightbound transform to
    their daybound faces as it becomes day. This happens immediately and is not a state-based
    action. It happens any time it becomes day or night, not just during the untap step."."""
    before, after, kinds = becomes_night_mid_turn(FRONT)
    assert (before, after) == (FRONT, BACK)
    assert kinds == ["day_night", "transform"]


def test_cast_at_night_it_is_front_face_up_on_the_stack_and_enters_back_face_up() -> None:
    """Official ruling: "If you cast a spell with daybound during night, that spell will be
    front face up (that is, daybound face up) on the stack. However, it will enter the
    battlefield with its back face up (that is, with its nightbound face up). It won't enter
    with its daybound face up and then transform."."""
    r = cast_at_night(FRONT)
    assert (r.name_on_stack, r.name_on_battlefield, r.transformed_events) == (FRONT, BACK, 0)


def test_put_onto_the_battlefield_at_night_it_enters_back_face_up() -> None:
    """Official ruling: "If it is night, permanents with daybound that enter the battlefield
    without being cast will enter with their nightbound faces up."."""
    name, transforms, _ = returned_at_night(FRONT)
    assert (name, transforms) == (BACK, 0)
