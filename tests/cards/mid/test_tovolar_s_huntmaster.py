"""Tovolar's Huntmaster // Tovolar's Packleader — {4}{G}{G} Creature — Human Werewolf 6/6 //
Creature — Werewolf 7/7 (green).

Oracle: Front: "When Tovolar's Huntmaster enters the battlefield, create two 2/2 green Wolf
creature tokens. / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Whenever Tovolar's Packleader enters the battlefield or attacks, create two 2/2 green
Wolf creature tokens. / {2}{G}{G}: Another target Wolf or Werewolf you control fights target
creature you don't control. / Nightbound (If a player casts at least two spells during their
own turn, it becomes day next turn.)"
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

CARD = "Tovolar's Huntmaster"
pytestmark = pytest.mark.card("Tovolar's Huntmaster")

FRONT, BACK = faces(CARD)


def _wolves(d: Driver, player: int = 0) -> list[int]:
    return [o for o in d.ids("Wolf", zone="battlefield", player=player)
            if d.state.objects[o].is_token]


def test_the_huntmaster_enters_with_two_wolves() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.chars(d.find(CARD)).name == FRONT
    assert len(d.state.stack) == 1
    d.resolve()
    wolves = _wolves(d)
    assert len(wolves) == 2
    for w in wolves:
        c = d.chars(w)
        assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (
            2, 2, frozenset({"G"}), {"Wolf"})


def test_cast_at_night_only_the_packleader_s_trigger_makes_two_wolves() -> None:
    r = cast_at_night(CARD)
    d = r.driver
    assert r.name_on_battlefield == BACK
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_wolves(d)) == 2


def _packleader(*theirs: str, lands: int = 4) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Snarling Wolf", "Glory Seeker", *["Forest"] * lands)
    if theirs:
        s.battlefield(1, *theirs)
    return Driver(s.build())


def test_the_packleader_makes_two_wolves_when_it_attacks() -> None:
    d = _packleader()
    d.to_combat()
    d.attack([d.find(CARD)])
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_wolves(d)) == 2
    assert all(not d.state.objects[w].tapped for w in _wolves(d))  # not attacking
    assert all(w not in d.state.combat.attackers for w in _wolves(d))


def test_another_wolf_or_werewolf_you_control_fights_a_creature_you_don_t_control() -> None:
    d = _packleader("Bounding Wolf", "Wellwisher")
    pack, wolf, seeker = d.find(CARD), d.find("Snarling Wolf"), d.find("Glory Seeker")
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == pack)
    d.act(0, act)
    d.expect("target")
    first = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert wolf in first
    assert pack not in first and seeker not in first  # "another", "Wolf or Werewolf"
    assert d.find("Bounding Wolf") not in first  # not yours
    d.choose(wolf)
    d.expect("target")
    second = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {d.find("Bounding Wolf"), d.find("Wellwisher")} <= second
    assert wolf not in second and seeker not in second and pack not in second
    d.choose(d.find("Wellwisher"))
    d.pay()
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.zone_of("Snarling Wolf") == "graveyard"  # each 1/1 dealt 1 damage to the other


def test_a_wolf_token_can_fight() -> None:
    d = _packleader("Bounding Wolf", lands=4)
    d.to_combat()
    d.attack([d.find(CARD)])
    d.resolve()
    token = _wolves(d)[0]
    theirs = d.find("Bounding Wolf")
    d.pass_until("postcombat_main")
    d.activate(0, CARD, targets=[token, theirs])
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "graveyard"  # 2 damage to the 3/2
    assert token not in d.state.battlefield  # 3 damage to the 2/2 token


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
