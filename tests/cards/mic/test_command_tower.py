"""Command Tower — Land.

Oracle: "{T}: Add one mana of any color in your commander's color identity."
Rulings covered: MIC-OR-0275 (two commanders: their combined color identities), MIC-OR-0277
(no commander: no mana), MIC-OR-0276
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from tests.cards.mic.commander_mana_checks import (
    COLORLESS_GOLEM,
    JADAR,
    KATILDA,
    cast_commander_with,
    mana_options,
    with_commanders,
    without_commander,
)

CARD = "Command Tower"
pytestmark = pytest.mark.card(CARD)


def test_adds_one_mana_of_a_color_of_the_commanders_identity() -> None:
    d = with_commanders(CARD, KATILDA)
    assert mana_options(d, CARD) == {"G", "W"}  # never {C}, nor a color outside it
    d.mana(0, CARD, "W")
    assert d.state.players[0].mana_pool == {"W": 1}
    assert d.state.objects[d.find(CARD)].tapped and not d.state.stack  # a mana ability


def test_pays_for_the_commander() -> None:
    d = cast_commander_with(CARD)
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.state.objects[d.find(CARD)].tapped


@pytest.mark.ruling("MIC-OR-0275")
def test_two_commanders_give_their_combined_color_identities() -> None:
    """Official ruling: "If you have two commanders, the ability adds one mana of any color in
    their combined color identities." (CR 903.4c)"""
    d = with_commanders(CARD, KATILDA, JADAR)
    assert mana_options(d, CARD) == {"W", "B", "G"}


@pytest.mark.ruling("MIC-OR-0277")
def test_without_a_commander_it_produces_no_mana() -> None:
    """Official ruling: "If you don't have a commander, Command Tower's ability produces no mana."
    (CR 903.4f): not even {C}: the ability is not offered at all."""
    d = without_commander(CARD)
    assert mana_options(d, CARD) == set()


@pytest.mark.ruling("MIC-OR-0276")
def test_a_colorless_commander_gives_no_mana_not_even_colorless() -> None:
    """Official ruling: "If your commander is a card that has no colors in its color identity,
    Command Tower's ability produces no mana. It doesn't produce {C}." (CR 903.4, 106.7): the
    ability is not offered at all, with a colorless legendary creature as the commander."""
    d = with_commanders(CARD, COLORLESS_GOLEM)
    assert mana_options(d, CARD) == set()
    assert d.state.players[0].mana_pool == {}
