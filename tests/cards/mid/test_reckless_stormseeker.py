"""Reckless Stormseeker // Storm-Charged Slasher — {2}{R} Creature — Human Werewolf 2/3 //
Creature — Werewolf 3/4 (red).

Oracle: Front: "At the beginning of combat on your turn, target creature you control gets
+1/+0 and gains haste until end of turn. / Daybound (If a player casts no spells during their
own turn, it becomes night next turn.)"
Back: "At the beginning of combat on your turn, target creature you control gets +2/+0 and
gains trample and haste until end of turn. / Nightbound (If a player casts at least two spells
during their own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .day_night_checks import designation_history
from .daybound_rulings import (
    becomes_night_mid_turn,
    cast_at_night,
    faces,
    next_turn_untap,
    returned_at_night,
)

pytestmark = pytest.mark.card("Reckless Stormseeker")

FRONT, BACK = faces("Reckless Stormseeker")


def _at_beginning_of_combat(night: bool) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Reckless Stormseeker", transformed=night)
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    return d


def test_a_new_creature_gets_plus_one_and_haste_and_attacks() -> None:
    d = _at_beginning_of_combat(night=False)
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 2) and c.has("Haste") and not c.has("Trample")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    d.pass_until("upkeep", turn=4)  # until end of turn only
    assert (d.chars(seeker).power, d.chars(seeker).has("Haste")) == (2, False)


def test_the_slasher_gives_plus_two_trample_and_haste() -> None:
    d = _at_beginning_of_combat(night=True)
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 2) and c.has("Haste") and c.has("Trample")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Wellwisher"): seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")  # trample: lethal damage to the blocker, the rest over
    d.choose((1, 3))
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.zone_of("Wellwisher") == "graveyard"


def test_only_creatures_you_control_can_be_targeted() -> None:
    d = _at_beginning_of_combat(night=False)
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions()}
    assert d.find("Wellwisher") not in legal
    assert {d.find("Glory Seeker"), d.find("Reckless Stormseeker")} <= legal


def test_no_trigger_on_the_opponent_s_turn() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Reckless Stormseeker")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    assert d.decision.kind == "priority" and not d.state.stack


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
