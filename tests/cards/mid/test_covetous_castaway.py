"""Covetous Castaway // Ghostly Castigator — {1}{U} Creature — Human 1/3 // Creature — Spirit
3/4 (blue).

Oracle: Front: "When Covetous Castaway dies, mill three cards. (Put the top three cards of your
library into your graveyard.) / Disturb {3}{U}{U} (You may cast this card from your graveyard
transformed for its disturb cost.)"
Back: "Flying / When Ghostly Castigator enters the battlefield, you may shuffle up to three
target cards from your graveyard into your library. / If Ghostly Castigator would be put into a
graveyard from anywhere, exile it instead."
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
    spell_characteristics,
)

CARD = "Covetous Castaway"
pytestmark = pytest.mark.card("Covetous Castaway")

_GRAVEYARD = ("Consider", "Shock", "Glory Seeker", "Plains")


def test_dies_and_mills_three_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.library(0, "Consider", "Glory Seeker", "Plains", "Island", "Island")
    d = Driver(s.build())
    top3 = d.state.players[0].library[:3]
    d.cast(0, "Smother", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()  # the dies trigger
    assert len(d.state.players[0].library) == 2
    assert {d.chars(o).name for o in d.state.players[0].graveyard} == {
        CARD, "Smother", "Consider", "Glory Seeker", "Plains"}
    assert all(o not in d.state.players[0].library for o in top3)


def _castigator(*, opp_graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.graveyard(0, CARD, *_GRAVEYARD)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    if opp_graveyard:
        s.graveyard(1, *opp_graveyard)
    d = Driver(s.build())
    d.cast(0, CARD, method="disturb")
    d.resolve()
    d.expect("target")
    return d


def test_ghostly_castigator_shuffles_three_target_cards_into_the_library() -> None:
    d = _castigator()
    chosen = [d.find(n, zone="graveyard") for n in ("Consider", "Shock", "Glory Seeker")]
    for c in chosen:
        d.choose(c)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert [d.chars(o).name for o in d.state.players[0].graveyard] == ["Plains"]
    assert sorted(d.chars(o).name for o in d.state.players[0].library) == sorted(
        ["Consider", "Shock", "Glory Seeker", "Island", "Island"])
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]


def test_ghostly_castigator_may_decline_and_may_choose_fewer_targets() -> None:
    d = _castigator()
    d.choose(d.find("Consider", zone="graveyard"))
    d.choose(None)  # only one target
    d.resolve()
    d.choose(False)
    assert len(d.state.players[0].graveyard) == 4
    assert len(d.state.players[0].library) == 2
    d2 = _castigator()
    d2.choose(d2.find("Consider", zone="graveyard"))
    d2.choose(None)
    d2.resolve()
    d2.choose(True)
    assert d2.ids("Consider", zone="library")
    assert len(d2.state.players[0].graveyard) == 3


def test_ghostly_castigator_can_t_target_an_opponent_s_graveyard() -> None:
    d = _castigator(opp_graveyard=("Shock",))
    theirs = d.find("Shock", zone="graveyard", player=1)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert theirs not in offered
    assert set(d.state.players[0].graveyard) <= offered


def test_ghostly_castigator_is_exiled_instead_of_dying() -> None:
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Ghostly Castigator", 3, 4)
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    castigator = d.find(CARD)
    d.pass_priority()
    d.cast(1, "Smother", targets=[castigator])  # mana value 2 (the front face's)
    d.resolve()
    assert d.zone_of(CARD) == "exile"
    assert not d.state.stack  # no "dies" trigger: it never went to the graveyard


def test_disturb_is_found_only_on_the_front_face() -> None:
    """Official ruling: "Disturb is found only on the front faces of some double-faced
    cards."."""
    d = game(CARD)
    assert d.chars(d.find(CARD, zone="graveyard")).has("Disturb")
    d, oid = permanent_characteristics(CARD)
    assert d.chars(oid).name == "Ghostly Castigator"
    assert not d.chars(oid).has("Disturb")


def test_disturb_casts_it_transformed_for_3uu() -> None:
    """Official ruling: "“Disturb [cost]” means “You may cast this card transformed from your
    graveyard by paying [cost] rather than its mana cost.”"."""
    assert castable_only_with_full_cost(CARD) == (True, False)


def test_the_spell_has_the_back_face_s_characteristics() -> None:
    """Official ruling: "When you cast a spell using a card's disturb ability, the card is put
    onto the stack with its back face up. The resulting spell has all the characteristics of
    that face."."""
    c = spell_characteristics(CARD)
    assert (c.name, c.power, c.toughness) == ("Ghostly Castigator", 3, 4)
    assert c.has("Flying") and c.colors == frozenset({"U"})
    assert set(c.subtypes) == {"Spirit"}


def test_mana_value_is_the_front_face_s() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a disturb cost) you're paying, add any cost increases, then apply
    any cost reductions. The mana value of a spell cast using disturb is determined by the mana
    cost on the front face of the card, no matter what the total cost to cast the spell was.
    (This is a special rule that applies only to transforming double faced-cards, including
    ones with disturb.)"."""
    c = spell_characteristics(CARD)  # {3}{U}{U} paid (five Islands tapped)
    assert c.mana_value == 2  # the front face's {1}{U}


def test_it_enters_back_face_up() -> None:
    """Official ruling: "A spell cast this way enters the battlefield with its back face
    up."."""
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Ghostly Castigator", 3, 4)
    assert c.has("Flying")


def test_a_copy_of_the_disturbed_spell_is_a_token_copy_of_the_back_face() -> None:
    """Official ruling: "If you copy a permanent spell cast this way (perhaps with a card like
    Double Major), the copy becomes a token that's a copy of the card's back face, even though
    it isn't itself a double-faced card." The rules have changed since (CR 707.10g: the token
    is double-faced, with the back face up); the token being a copy of the back face holds."""
    d, token, card = double_major_copy(CARD)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Ghostly Castigator", 3, 4)
    assert c.has("Flying")
    assert d.chars(card).name == "Ghostly Castigator"


def test_a_countered_disturbed_spell_is_exiled() -> None:
    """Official ruling: "The back face of each card with disturb has an ability that instructs
    its controller to exile if it would be put into a graveyard from anywhere. This includes
    going to the graveyard from the stack, so if the spell is countered after you cast it using
    the disturb ability, it will be put into exile."."""
    assert countered_disturb_spell_zone(CARD) == (None, "exile")
