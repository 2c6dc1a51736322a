"""Suspicious Stowaway // Seafaring Werewolf — {1}{U} Creature — Human Rogue Werewolf 1/1 //
Creature — Werewolf 2/1 (green).

Oracle: Front: "Suspicious Stowaway can't be blocked. / Whenever Suspicious Stowaway deals
combat damage to a player, draw a card, then discard a card. / Daybound (If a player casts no
spells during their own turn, it becomes night next turn.)"
Back: "Seafaring Werewolf can't be blocked. / Whenever Seafaring Werewolf deals combat damage
to a player, draw a card. / Nightbound (If a player casts at least two spells during their own
turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
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
from .daybound_transform_checks import appearing_together, tovolar_transforms_a_daybound_copy

CARD = "Suspicious Stowaway"
pytestmark = pytest.mark.card("Suspicious Stowaway")

FRONT, BACK = faces(CARD)


def _attack(*, night: bool) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, CARD, transformed=night)
    s.hand(0, "Plains")
    s.library(0, "Consider", "Island")
    s.battlefield(1, "Glory Seeker", "Covetous Castaway")
    d = Driver(s.build())
    oid = d.find(CARD)
    d.to_combat()
    d.attack([oid])
    # Player 1's untapped creatures could block another attacker; this one they can't: no
    # block is ever offered, and combat damage comes with no blocker.
    while d.state.step is not Step.COMBAT_DAMAGE:
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
            d.block()
        else:
            d.pass_priority()
    assert d.state.combat is not None and not d.state.combat.blockers
    return d, oid


def test_it_can_t_be_blocked_and_loots_on_combat_damage() -> None:
    d, oid = _attack(night=False)
    assert d.chars(oid).name == FRONT
    assert d.life(1) == 19
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("discard")
    assert d.ids("Consider", zone="hand")
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert [d.chars(o).name for o in d.state.players[0].hand] == ["Consider"]


def test_seafaring_werewolf_can_t_be_blocked_and_draws_on_combat_damage() -> None:
    d, oid = _attack(night=True)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == (BACK, 2, 1)
    assert c.colors == frozenset({"G"})
    d.pass_until("postcombat_main")  # no discard decision
    assert d.life(1) == 18
    assert sorted(d.chars(o).name for o in d.state.players[0].hand) == ["Consider", "Plains"]


def test_no_combat_damage_to_a_player_no_draw() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Consider", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])  # noncombat damage from another source
    d.resolve()
    assert d.state.players[0].hand == []
    assert not d.state.stack


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
