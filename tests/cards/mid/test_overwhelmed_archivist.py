"""Overwhelmed Archivist // Archive Haunt — {2}{U} Creature — Human Wizard 3/2 // Creature —
Spirit Wizard 2/1 (blue).

Oracle: Front: "When Overwhelmed Archivist enters the battlefield, draw a card, then discard a
card. / Disturb {3}{U} (You may cast this card from your graveyard transformed for its disturb
cost.)"
Back: "Flying / Whenever Archive Haunt attacks, draw a card, then discard a card. / If Archive
Haunt would be put into a graveyard from anywhere, exile it instead."
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
    spell_characteristics,
)

CARD = "Overwhelmed Archivist"
pytestmark = pytest.mark.card("Overwhelmed Archivist")


def test_enters_and_draws_then_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CARD, "Plains")
    s.library(0, "Consider", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()  # the creature spell
    d.resolve()  # the "enters" trigger: draw Consider, then discard
    assert d.ids("Consider", zone="hand")
    d.expect("discard")
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert [d.chars(o).name for o in d.state.players[0].hand] == ["Consider"]


def test_archive_haunt_loots_whenever_it_attacks() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.hand(0, "Plains")
    s.library(0, "Consider", "Island")
    d = Driver(s.build())
    haunt = d.find(CARD)
    assert d.chars(haunt).name == "Archive Haunt"
    d.to_combat()
    d.attack([haunt])
    d.resolve()
    assert d.ids("Consider", zone="hand")
    d.expect("discard")
    d.choose(d.find("Consider", zone="hand"))
    assert d.zone_of("Consider") == "graveyard"
    assert d.zone_of("Plains") == "hand"


def test_archive_haunt_is_exiled_instead_of_dying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "exile"


def test_disturb_is_found_only_on_the_front_face() -> None:
    """Official ruling: "Disturb is found only on the front faces of some double-faced
    cards."."""
    d = game(CARD)
    assert d.chars(d.find(CARD, zone="graveyard")).has("Disturb")
    d, oid = permanent_characteristics(CARD)
    assert d.chars(oid).name == "Archive Haunt"
    assert not d.chars(oid).has("Disturb")


def test_disturb_casts_it_transformed_for_3u() -> None:
    """Official ruling: "“Disturb [cost]” means “You may cast this card transformed from your
    graveyard by paying [cost] rather than its mana cost.”"."""
    assert castable_only_with_full_cost(CARD) == (True, False)


def test_the_spell_has_the_back_face_s_characteristics() -> None:
    """Official ruling: "When you cast a spell using a card's disturb ability, the card is put
    onto the stack with its back face up. The resulting spell has all the characteristics of
    that face."."""
    c = spell_characteristics(CARD)
    assert (c.name, c.power, c.toughness) == ("Archive Haunt", 2, 1)
    assert c.has("Flying") and c.colors == frozenset({"U"})
    assert set(c.subtypes) == {"Spirit", "Wizard"}


def test_mana_value_is_the_front_face_s() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a disturb cost) you're paying, add any cost increases, then apply
    any cost reductions. The mana value of a spell cast using disturb is determined by the mana
    cost on the front face of the card, no matter what the total cost to cast the spell was.
    (This is a special rule that applies only to transforming double faced-cards, including
    ones with disturb.)"."""
    c = spell_characteristics(CARD)  # {3}{U} paid (four Islands tapped)
    assert c.mana_value == 3  # the front face's {2}{U}


def test_it_enters_back_face_up_without_looting() -> None:
    """Official ruling: "A spell cast this way enters the battlefield with its back face
    up." Archive Haunt has no "enters" ability: nothing is drawn."""
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Archive Haunt", 2, 1)
    assert d.state.players[0].hand == []


def test_a_copy_of_the_disturbed_spell_is_a_token_copy_of_the_back_face() -> None:
    """Official ruling: "If you copy a permanent spell cast this way (perhaps with a card like
    Double Major), the copy becomes a token that's a copy of the card's back face, even though
    it isn't itself a double-faced card." The rules have changed since (CR 707.10g: the token
    is double-faced, with the back face up); the token being a copy of the back face holds."""
    d, token, card = double_major_copy(CARD)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Archive Haunt", 2, 1)
    assert c.has("Flying")
    assert d.chars(card).name == "Archive Haunt"


def test_a_countered_disturbed_spell_is_exiled() -> None:
    """Official ruling: "The back face of each card with disturb has an ability that instructs
    its controller to exile if it would be put into a graveyard from anywhere. This includes
    going to the graveyard from the stack, so if the spell is countered after you cast it using
    the disturb ability, it will be put into exile."."""
    assert countered_disturb_spell_zone(CARD) == (None, "exile")
