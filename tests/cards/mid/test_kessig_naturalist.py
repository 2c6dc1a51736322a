"""Kessig Naturalist // Lord of the Ulvenwald — {R}{G} Creature — Human Werewolf 2/2 //
Creature — Werewolf 3/3 (red and green).

Oracle: Front: "Whenever Kessig Naturalist attacks, add {R} or {G}. Until end of turn, you
don't lose this mana as steps and phases end. / Daybound (If a player casts no spells during
their own turn, it becomes night next turn.)"
Back: "Other Wolves and Werewolves you control get +1/+1. / Whenever Lord of the Ulvenwald
attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end. /
Nightbound (If a player casts at least two spells during their own turn, it becomes day next
turn.)"
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
from .daybound_transform_checks import appearing_together, tovolar_transforms_a_daybound_copy

pytestmark = pytest.mark.card("Kessig Naturalist")

CARD = "Kessig Naturalist"
FRONT, BACK = faces(CARD)


def _attacking(night: bool = False, color: str = "R", hand: tuple[str, ...] = ()) -> Driver:
    """Player 0 attacks with the Naturalist (or the Lord at night) and adds ``color``."""
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, CARD, transformed=night)
    s.battlefield(0, "Mountain")
    if hand:
        s.hand(0, *hand)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()  # the attack trigger resolves
    d.expect("choose_option")
    d.choose(color)
    return d


def _pool(d: Driver) -> dict[str, int]:
    return {k: v for k, v in d.state.players[0].mana_pool.items() if v}


def test_attacking_adds_red_or_green() -> None:
    assert _pool(_attacking(color="R")) == {"R": 1}
    assert _pool(_attacking(color="G")) == {"G": 1}


def test_the_mana_stays_through_combat_into_the_second_main_phase() -> None:
    d = _attacking(color="G")
    d.pass_until("end_of_combat")
    assert _pool(d) == {"G": 1}
    d.pass_until("postcombat_main")
    assert _pool(d) == {"G": 1}
    assert d.life(1) == 18


def test_the_mana_is_lost_when_the_turn_ends() -> None:
    d = _attacking(color="R")
    d.pass_until("end")
    assert _pool(d) == {"R": 1}
    d.pass_until("upkeep", turn=4)
    assert _pool(d) == {}
    assert not d.state.players[1].mana_pool or not sum(d.state.players[1].mana_pool.values())


def test_other_mana_still_empties_as_the_step_ends() -> None:
    """Only the mana the ability added is kept: a Mountain's mana added in the same step is
    lost as the step ends."""
    d = _attacking(color="R")
    d.mana(0, "Mountain")
    assert _pool(d) == {"R": 2}
    d.pass_until("postcombat_main")
    assert _pool(d) == {"R": 1}


def test_the_kept_mana_pays_for_a_spell_after_combat() -> None:
    d = _attacking(color="R", hand=("Play with Fire",))
    d.pass_until("postcombat_main")
    d.cast(0, "Play with Fire", targets=[1])
    assert _pool(d) == {}
    assert not d.state.objects[d.find("Mountain")].tapped  # the kept {R} paid for it
    d.resolve()
    assert d.life(1) == 18 - 2


def test_the_trigger_uses_the_stack() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    assert len(d.state.stack) == 1 and _pool(d) == {}
    d.expect("priority")


def test_lord_pumps_other_wolves_and_werewolves_you_control() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", "Tavern Ruffian", "Glory Seeker")
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    lord = d.find(CARD)
    c = d.chars(lord)
    assert (c.name, c.power, c.toughness) == (BACK, 3, 3)
    wolf = d.chars(d.find("Snarling Wolf"))
    assert (wolf.power, wolf.toughness) == (2, 2)
    ruffian = d.chars(d.find("Tavern Ruffian"))  # Tavern Smasher at night, 6/5
    assert (ruffian.name, ruffian.power, ruffian.toughness) == ("Tavern Smasher", 7, 6)
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2)
    theirs = d.chars(d.find("Bounding Wolf"))
    assert (theirs.power, theirs.toughness) == (3, 2)


def test_lord_attacking_adds_kept_mana_too() -> None:
    d = _attacking(night=True, color="G")
    assert d.chars(d.find(CARD)).name == BACK
    d.pass_until("postcombat_main")
    assert _pool(d) == {"G": 1}
    assert d.life(1) == 17


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


def test_an_instruction_to_transform_it_does_nothing() -> None:
    """Official ruling: "Permanents with daybound and nightbound can't transform via any means
    other than their daybound and nightbound abilities. Notably, older cards such as Moonmist
    that instruct a player to transform permanents don't affect permanents with daybound or
    nightbound." Olag as a copy of this card is a Human Werewolf with daybound; Tovolar's
    "transform any number of Human Werewolves you control" doesn't transform it."""
    r = tovolar_transforms_a_daybound_copy(CARD)
    assert r.offered and r.has_daybound
    assert (r.face, r.transforms) == (1, 1)  # only Ludevic's own ability turned it over


def test_appearing_together_with_a_nightbound_creature_makes_it_day() -> None:
    """Official ruling: "If it's neither day nor night, and a creature with daybound and a
    creature with nightbound somehow appear on the battlefield at the same time, it becomes
    day. The creature with nightbound will transform."."""
    assert appearing_together(CARD, "Shady Traveler") == ("day", FRONT, "Shady Traveler")
    assert appearing_together("Bird Admirer", CARD) == ("day", "Bird Admirer", FRONT)
