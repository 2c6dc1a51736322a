"""Temple of Deceit — Land.

Oracle: "Temple of Deceit enters the battlefield tapped. / When Temple of Deceit enters the
battlefield, scry 1. (Look at the top card of your library. You may put that card on the bottom
of your library.) / {T}: Add {U} or {B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from tests.cards.mic import scry_land_checks as checks

CARD = "Temple of Deceit"
pytestmark = pytest.mark.card("Temple of Deceit")


def test_enters_tapped() -> None:
    checks.check_enters_tapped(CARD)


@pytest.mark.ruling("MIC-OR-0301")
def test_enters_trigger_scries_one_to_the_bottom() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    checks.check_enters_trigger_scries_one_to_the_bottom(CARD)


@pytest.mark.ruling("MIC-OR-0301")
def test_scry_may_keep_the_card_on_top() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    checks.check_scry_may_keep_the_card_on_top(CARD)


def test_taps_for_either_colour() -> None:
    checks.check_taps_for_either_colour(CARD, ("U", "B"), "B")
