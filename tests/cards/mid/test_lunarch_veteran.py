"""Lunarch Veteran // Luminous Phantom — {W} Creature — Human Cleric 1/1 // Creature — Spirit
Cleric 1/1 (white).

Oracle: Front: "Whenever another creature enters the battlefield under your control, you gain
1 life. / Disturb {1}{W} (You may cast this card from your graveyard transformed for its
disturb cost.)"
Back: "Flying / Whenever another creature you control leaves the battlefield, you gain 1 life.
/ If Luminous Phantom would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import (
    castable_only_with_full_cost,
    countered_disturb_spell_zone,
    double_major_copy,
    game,
    permanent_characteristics,
    settle,
    spell_characteristics,
)

CARD = "Lunarch Veteran"
pytestmark = pytest.mark.card("Lunarch Veteran")


def _veteran_game(*, transformed: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=transformed)
    s.battlefield(0, "Plains", "Plains", "Mountain", "Island")
    s.hand(0, "Glory Seeker", "Shock", "Fading Hope")
    s.battlefield(1, "Plains", "Plains", "Mountain")
    s.hand(1, "Glory Seeker", "Shock")
    return Driver(s.build())


def test_another_creature_entering_under_your_control_gains_1_life() -> None:
    d = _veteran_game()
    d.cast(0, "Glory Seeker")
    d.resolve()  # Glory Seeker
    assert d.state.stack  # the trigger
    d.resolve()
    assert d.life(0) == 21


def test_its_own_entering_and_an_opponent_s_creature_gain_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert (d.life(0), d.life(1)) == (20, 20)


def test_luminous_phantom_gains_1_life_when_another_creature_you_control_leaves() -> None:
    d = _veteran_game(transformed=True)
    assert d.chars(d.find(CARD)).name == "Luminous Phantom"
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not d.state.stack  # Luminous Phantom has no "enters" ability
    assert d.life(0) == 20
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()  # returned to hand: it left the battlefield
    assert d.zone_of("Glory Seeker") == "hand"
    d.resolve()  # the trigger
    assert d.life(0) == 21


def test_luminous_phantom_counts_a_creature_that_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.life(0) == 21


def test_luminous_phantom_ignores_itself_and_opponents_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find(CARD)])
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert d.zone_of(CARD) == "exile"  # exiled instead of going to the graveyard


def test_disturb_is_found_only_on_the_front_face() -> None:
    """Official ruling: "Disturb is found only on the front faces of some double-faced
    cards."."""
    d = game(CARD)
    assert d.chars(d.find(CARD, zone="graveyard")).has("Disturb")
    d, oid = permanent_characteristics(CARD)
    assert d.chars(oid).name == "Luminous Phantom"
    assert not d.chars(oid).has("Disturb")


def test_disturb_casts_it_transformed_for_1w() -> None:
    """Official ruling: "“Disturb [cost]” means “You may cast this card transformed from your
    graveyard by paying [cost] rather than its mana cost.”"."""
    assert castable_only_with_full_cost(CARD) == (True, False)


def test_the_spell_has_the_back_face_s_characteristics() -> None:
    """Official ruling: "When you cast a spell using a card's disturb ability, the card is put
    onto the stack with its back face up. The resulting spell has all the characteristics of
    that face."."""
    c = spell_characteristics(CARD)
    assert (c.name, c.power, c.toughness) == ("Luminous Phantom", 1, 1)
    assert c.has("Flying") and c.colors == frozenset({"W"})
    assert "Spirit" in c.subtypes and "Human" not in c.subtypes


def test_mana_value_is_the_front_face_s() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a disturb cost) you're paying, add any cost increases, then apply
    any cost reductions. The mana value of a spell cast using disturb is determined by the mana
    cost on the front face of the card, no matter what the total cost to cast the spell was.
    (This is a special rule that applies only to transforming double faced-cards, including
    ones with disturb.)"."""
    c = spell_characteristics(CARD)  # {1}{W} paid (two Plains tapped)
    assert c.mana_value == 1  # the front face's {W}


def test_it_enters_back_face_up() -> None:
    """Official ruling: "A spell cast this way enters the battlefield with its back face
    up."."""
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Luminous Phantom", 1, 1)
    assert c.has("Flying")


def test_a_copy_of_the_disturbed_spell_is_a_token_copy_of_the_back_face() -> None:
    """Official ruling: "If you copy a permanent spell cast this way (perhaps with a card like
    Double Major), the copy becomes a token that's a copy of the card's back face, even though
    it isn't itself a double-faced card." The rules have changed since (CR 707.10g: the token
    is double-faced, with the back face up); the token being a copy of the back face holds."""
    d, token, card = double_major_copy(CARD)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Luminous Phantom", 1, 1)
    assert c.has("Flying")
    assert d.chars(card).name == "Luminous Phantom"


def test_a_countered_disturbed_spell_is_exiled() -> None:
    """Official ruling: "The back face of each card with disturb has an ability that instructs
    its controller to exile if it would be put into a graveyard from anywhere. This includes
    going to the graveyard from the stack, so if the spell is countered after you cast it using
    the disturb ability, it will be put into exile."."""
    assert countered_disturb_spell_zone(CARD) == (None, "exile")


def test_a_disturbed_luminous_phantom_sees_creatures_entering_and_leaving() -> None:
    d = game(CARD, extra=("Mountain",), hand=("Shock",))
    d.cast(0, CARD, method="disturb")
    settle(d)
    assert d.life(0) == 20  # Luminous Phantom itself entering gains nothing
    d.cast(0, "Shock", targets=[d.find(CARD, zone="battlefield")])
    settle(d)
    assert d.zone_of(CARD) == "exile"
    assert d.life(0) == 20  # Luminous Phantom itself leaving gains nothing
