"""Avacyn's Pilgrim — {G} Creature — Human Monk 1/1.

Oracle: "{T}: Add {W}."
Rulings covered: none in the seed documents or the card data.
"""

from __future__ import annotations

import pytest

from manastack.cards.color_identity import color_identity
from manastack.cards.database import database
from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.formats.commander import commander_deck_problems
from manastack.formats.decklist import parse_decklist
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Avacyn's Pilgrim")


def test_taps_for_white() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim")
    d = Driver(s.build())
    d.mana(0, "Avacyn's Pilgrim")
    assert d.state.players[0].mana_pool.get("W", 0) == 1
    assert d.state.players[0].mana_pool.get("G", 0) == 0
    assert d.state.objects[d.find("Avacyn's Pilgrim")].tapped


def test_pays_for_a_white_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[d.find("Avacyn's Pilgrim")].tapped


def test_summoning_sick_pilgrim_cant_tap_for_mana() -> None:
    """CR 302.6: a {T} ability of a creature needs it under your control since your turn
    began."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", sick=True)
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == pilgrim]


def test_summoning_sick_pilgrim_makes_no_mana_beside_an_untapped_forest() -> None:
    """CR 302.6: with a Forest to tap the listing is made in full, and the sick Pilgrim's {W}
    is neither offered nor counted: Glory Seeker ({1}{W}) can't be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", sick=True)
    s.battlefield(0, "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    acts = d.game.legal_actions()
    assert [a for a in acts if isinstance(a, ActivateManaAbility)]  # the Forest's
    assert not [a for a in acts if isinstance(a, ActivateManaAbility) and a.source == pilgrim]
    assert not [a for a in acts if isinstance(a, CastSpell)]


def test_mana_ability_doesnt_use_the_stack() -> None:
    """CR 605.3a-b: activated while a spell is on the stack, the mana is added at once and
    nothing new is put on the stack; the {W} then pays for an instant in response."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Mountain")
    s.battlefield(0, "Glory Seeker")
    s.hand(0, "Shock", "Piety Charm")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1
    d.mana(0, "Avacyn's Pilgrim")
    assert len(d.state.stack) == 1
    assert d.state.players[0].mana_pool.get("W", 0) == 1
    d.cast(0, "Piety Charm", modes=[1], targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 2 and d.state.players[0].mana_pool.get("W", 0) == 0


def test_a_tapped_pilgrim_cant_tap_again() -> None:
    """CR 602.5a via 605.3: the {T} cost can't be paid by a tapped permanent."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim")
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    d.mana(0, pilgrim)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == pilgrim]
    assert d.state.players[0].mana_pool.get("W", 0) == 1


def test_unspent_white_empties_at_the_end_of_the_step() -> None:
    """CR 500.4: mana left in the pool empties at the end of each step and phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.mana(0, "Avacyn's Pilgrim")
    assert d.state.players[0].mana_pool.get("W", 0) == 1
    d.pass_until("end")
    assert d.state.players[0].mana_pool.get("W", 0) == 0


def test_taps_for_white_during_an_opponents_turn() -> None:
    """CR 302.6 asks for control since the controller's most recent turn began, not for it to
    be its controller's turn: in the opponent's upkeep it pays for an instant."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Glory Seeker")
    s.hand(0, "Piety Charm")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent, active, passes; the Pilgrim's controller acts
    seeker = d.find("Glory Seeker")
    d.cast(0, "Piety Charm", modes=[1], targets=[seeker])
    assert d.state.objects[d.find("Avacyn's Pilgrim")].tapped
    d.resolve()
    assert d.chars(seeker).power == 4


def test_its_color_identity_is_green_and_white() -> None:
    """CR 903.4: colour identity counts the mana symbols of the rules text too: the green
    Pilgrim's {W} makes its identity green-white, so a deck led by Katilda (green-white) may
    have it, one led by Jadar (black) may not (CR 903.5c)."""
    card = database().get("Avacyn's Pilgrim")
    assert set(card.front.colors) == {"G"}
    assert color_identity(card) == frozenset({"G", "W"})
    for commander, fits in (("Katilda, Dawnhart Prime", True),
                            ("Jadar, Ghoulcaller of Nephalia", False)):
        deck = parse_decklist(f"Commander\n1 {commander}\nDeck\n1 Avacyn's Pilgrim\n98 Forest\n")
        problems = [p for p in commander_deck_problems(deck) if p.card == "Avacyn's Pilgrim"]
        assert (problems == []) is fits
