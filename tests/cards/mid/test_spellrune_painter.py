"""Spellrune Painter // Spellrune Howler — {2}{R} Creature — Human Shaman Werewolf 2/3 //
Creature — Werewolf 3/4 (red).

Oracle: Front: "Whenever you cast an instant or sorcery spell, Spellrune Painter gets +1/+1
until end of turn. / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Whenever you cast an instant or sorcery spell, Spellrune Howler gets +2/+2 until end of
turn. / Nightbound (If a player casts at least two spells during their own turn, it becomes
day next turn.)"
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

pytestmark = pytest.mark.card("Spellrune Painter")

FRONT, BACK = faces("Spellrune Painter")


def _painter(night: bool = False, opponent_casts: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Spellrune Painter", transformed=night)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Forest")
    s.hand(0, "Shock", "Shock", "Snarling Wolf")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    if opponent_casts:
        s.at("precombat_main", active=1, turn=3)
    return Driver(s.build())


def _pt(d: Driver) -> tuple[int | None, int | None]:
    c = d.chars(d.find("Spellrune Painter"))
    return c.power, c.toughness


def test_each_instant_gives_plus_one_plus_one_until_end_of_turn() -> None:
    d = _painter()
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 2  # the trigger above the Shock
    d.resolve()
    assert _pt(d) == (3, 4)
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.resolve()
    assert _pt(d) == (4, 5)
    d.pass_until("upkeep", turn=4)
    assert _pt(d) == (2, 3)


def test_a_creature_spell_doesn_t_count() -> None:
    d = _painter()
    d.cast(0, "Snarling Wolf")
    assert len(d.state.stack) == 1
    d.resolve()
    assert _pt(d) == (2, 3)


def test_an_opponent_s_spell_doesn_t_count() -> None:
    d = _painter(opponent_casts=True)
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1
    d.resolve()
    assert _pt(d) == (2, 3)


def test_the_howler_gets_plus_two_plus_two() -> None:
    d = _painter(night=True)
    assert d.chars(d.find("Spellrune Painter")).name == "Spellrune Howler"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert _pt(d) == (5, 6)


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
