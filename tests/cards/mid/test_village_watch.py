"""Village Watch // Village Reavers — {4}{R} Creature — Human Werewolf 4/3 //
Creature — Werewolf 5/4 (red).

Oracle: Front: "Haste / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Wolves and Werewolves you control have haste. / Haste / Nightbound (If a player casts at
least two spells during their own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
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

pytestmark = pytest.mark.card("Village Watch")

FRONT, BACK = faces("Village Watch")


def _can_attack(d: Driver) -> set[int]:
    return {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_cast_by_day_it_attacks_the_turn_it_arrives() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Village Watch")
    d = Driver(s.build())
    d.cast(0, "Village Watch")
    d.resolve()
    watch = d.find("Village Watch")
    assert d.chars(watch).name == FRONT and d.chars(watch).has("Haste")
    d.to_combat()
    d.attack([watch])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_the_reavers_give_haste_to_your_wolves_and_werewolves_only() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Village Watch", "Tavern Ruffian", transformed=True, sick=True)
    s.battlefield(0, "Snarling Wolf", "Glory Seeker", sick=True)
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    reavers, smasher = d.find("Village Watch"), d.find("Tavern Ruffian")
    wolf, seeker = d.find("Snarling Wolf"), d.find("Glory Seeker")
    assert d.chars(reavers).name == BACK
    assert d.chars(wolf).has("Haste") and d.chars(smasher).has("Haste")
    assert not d.chars(seeker).has("Haste")
    assert not d.chars(d.find("Bounding Wolf")).has("Haste")
    d.to_combat()
    assert _can_attack(d) == {reavers, smasher, wolf}
    d.attack([reavers, smasher, wolf])
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 5 - 6 - 1


def test_the_haste_ends_when_it_becomes_day() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Village Watch", transformed=True)
    s.battlefield(0, "Snarling Wolf", sick=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    assert d.chars(wolf).has("Haste")
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(d.find("Village Watch")).name == FRONT
    assert d.chars(d.find("Village Watch")).has("Haste")
    assert not d.chars(wolf).has("Haste")


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
