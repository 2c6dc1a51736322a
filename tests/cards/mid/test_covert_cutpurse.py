"""Covert Cutpurse // Covetous Geist — {2}{B} Creature — Human Rogue 2/1 // Creature — Spirit
Rogue 2/2 (black).

Oracle: Front: "When Covert Cutpurse enters the battlefield, destroy target creature you don't
control that was dealt damage this turn. / Disturb {4}{B} (You may cast this card from your
graveyard transformed for its disturb cost.)"
Back: "Flying, deathtouch / If Covetous Geist would be put into a graveyard from anywhere, exile
it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
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

CARD = "Covert Cutpurse"
pytestmark = pytest.mark.card("Covert Cutpurse")


def _game(*, mine: tuple[str, ...] = (), theirs: tuple[str, ...] = ("Covetous Castaway",
                                                                     "Glory Seeker")) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", *mine)
    s.hand(0, CARD, "Shock", "Shock")
    s.battlefield(1, *theirs)
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    return Driver(s.build())


def _shock(d: Driver, target: int) -> None:
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[target])
    d.resolve()


def test_destroys_a_creature_you_don_t_control_that_was_dealt_damage() -> None:
    d = _game()
    castaway = d.find("Covetous Castaway")
    _shock(d, castaway)
    assert d.zone_of("Covetous Castaway") == "battlefield"  # 1/3 with 2 damage
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {castaway}  # not the undamaged Glory Seeker
    d.choose(castaway)
    d.resolve()
    assert d.zone_of("Covetous Castaway") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_no_damaged_creature_you_don_t_control_means_no_target() -> None:
    d = _game(mine=("Covetous Castaway",), theirs=("Glory Seeker",))
    _shock(d, d.find("Covetous Castaway"))  # your own creature was dealt damage
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack  # the trigger had no legal target
    assert d.zone_of("Covetous Castaway") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_damage_dealt_on_an_earlier_turn_doesn_t_count() -> None:
    d = _game()
    _shock(d, d.find("Covetous Castaway"))
    d.pass_until("precombat_main", turn=5)
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Covetous Castaway") == "battlefield"


def test_covetous_geist_has_flying_and_deathtouch_and_is_exiled_instead_of_dying() -> None:
    d, geist = permanent_characteristics(CARD)
    c = d.chars(geist)
    assert (c.name, c.power, c.toughness) == ("Covetous Geist", 2, 2)
    assert c.has("Flying") and c.has("Deathtouch")
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "exile"


def test_covetous_geist_entering_destroys_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, CARD)
    s.hand(0, "Shock")
    s.battlefield(1, "Covetous Castaway")
    d = Driver(s.build())
    _shock(d, d.find("Covetous Castaway"))
    d.cast(0, CARD, method="disturb")
    settle(d)
    assert d.chars(d.find(CARD, zone="battlefield")).name == "Covetous Geist"
    assert d.zone_of("Covetous Castaway") == "battlefield"


def test_disturb_is_found_only_on_the_front_face() -> None:
    """Official ruling: "Disturb is found only on the front faces of some double-faced
    cards."."""
    d = game(CARD)
    assert d.chars(d.find(CARD, zone="graveyard")).has("Disturb")
    d, oid = permanent_characteristics(CARD)
    assert d.chars(oid).name == "Covetous Geist"
    assert not d.chars(oid).has("Disturb")


def test_disturb_casts_it_transformed_for_4b() -> None:
    """Official ruling: "“Disturb [cost]” means “You may cast this card transformed from your
    graveyard by paying [cost] rather than its mana cost.”"."""
    assert castable_only_with_full_cost(CARD) == (True, False)


def test_the_spell_has_the_back_face_s_characteristics() -> None:
    """Official ruling: "When you cast a spell using a card's disturb ability, the card is put
    onto the stack with its back face up. The resulting spell has all the characteristics of
    that face."."""
    c = spell_characteristics(CARD)
    assert (c.name, c.power, c.toughness) == ("Covetous Geist", 2, 2)
    assert c.has("Flying") and c.has("Deathtouch") and c.colors == frozenset({"B"})
    assert set(c.subtypes) == {"Spirit", "Rogue"}


def test_mana_value_is_the_front_face_s() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a disturb cost) you're paying, add any cost increases, then apply
    any cost reductions. The mana value of a spell cast using disturb is determined by the mana
    cost on the front face of the card, no matter what the total cost to cast the spell was.
    (This is a special rule that applies only to transforming double faced-cards, including
    ones with disturb.)"."""
    c = spell_characteristics(CARD)  # {4}{B} paid (five Swamps tapped)
    assert c.mana_value == 3  # the front face's {2}{B}


def test_it_enters_back_face_up() -> None:
    """Official ruling: "A spell cast this way enters the battlefield with its back face
    up."."""
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Covetous Geist", 2, 2)


def test_a_copy_of_the_disturbed_spell_is_a_token_copy_of_the_back_face() -> None:
    """Official ruling: "If you copy a permanent spell cast this way (perhaps with a card like
    Double Major), the copy becomes a token that's a copy of the card's back face, even though
    it isn't itself a double-faced card." The rules have changed since (CR 707.10g: the token
    is double-faced, with the back face up); the token being a copy of the back face holds."""
    d, token, card = double_major_copy(CARD)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Covetous Geist", 2, 2)
    assert c.has("Flying") and c.has("Deathtouch")
    assert d.chars(card).name == "Covetous Geist"


def test_a_countered_disturbed_spell_is_exiled() -> None:
    """Official ruling: "The back face of each card with disturb has an ability that instructs
    its controller to exile if it would be put into a graveyard from anywhere. This includes
    going to the graveyard from the stack, so if the spell is countered after you cast it using
    the disturb ability, it will be put into exile."."""
    assert countered_disturb_spell_zone(CARD) == (None, "exile")
