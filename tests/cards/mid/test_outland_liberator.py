"""Outland Liberator // Frenzied Trapbreaker — {1}{G} Creature — Human Werewolf 2/2 //
Creature — Werewolf 3/3 (green).

Oracle: Front: "{1}, Sacrifice Outland Liberator: Destroy target artifact or enchantment. /
Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"
Back: "{1}, Sacrifice Frenzied Trapbreaker: Destroy target artifact or enchantment. /
Whenever Frenzied Trapbreaker attacks, destroy target artifact or enchantment defending player
controls. / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
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

pytestmark = pytest.mark.card("Outland Liberator")

FRONT, BACK = faces("Outland Liberator")


def _liberator(night: bool) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Outland Liberator", transformed=night)
    s.battlefield(0, "Forest", "Mysterious Tome")
    s.battlefield(1, "Moonsilver Key", "Ominous Roost", "Glory Seeker")
    return Driver(s.build())


@pytest.mark.parametrize("night", [False, True])
def test_sacrifice_it_to_destroy_an_artifact_or_enchantment(night: bool) -> None:
    d = _liberator(night)
    assert d.chars(d.find("Outland Liberator")).name == (BACK if night else FRONT)
    d.activate(0, "Outland Liberator", targets=[d.find("Ominous Roost")])
    assert d.zone_of("Outland Liberator") == "graveyard"  # sacrificed as a cost
    assert d.state.objects[d.find("Forest")].tapped
    d.resolve()
    assert d.zone_of("Ominous Roost") == "graveyard"
    assert d.zone_of("Moonsilver Key") == "battlefield"


def test_only_artifacts_and_enchantments_can_be_targeted() -> None:
    d = _liberator(night=False)
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Outland Liberator"))
    d.act(0, act)
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {d.find("Moonsilver Key"), d.find("Ominous Roost"),
            d.find("Mysterious Tome")} <= offered
    assert d.find("Glory Seeker") not in offered and d.find("Forest") not in offered


def test_the_trapbreaker_destroys_one_of_the_defending_player_s_when_it_attacks() -> None:
    d = _liberator(night=True)
    breaker = d.find("Outland Liberator")
    d.to_combat()
    d.attack([breaker])
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered >= {d.find("Moonsilver Key"), d.find("Ominous Roost")}
    assert d.find("Mysterious Tome") not in offered  # its controller isn't defending
    d.choose(d.find("Moonsilver Key"))
    d.resolve()
    assert d.zone_of("Moonsilver Key") == "graveyard"
    assert d.zone_of("Ominous Roost") == "battlefield"


def test_the_liberator_has_no_attack_trigger() -> None:
    d = _liberator(night=False)
    d.to_combat()
    d.attack([d.find("Outland Liberator")])
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
