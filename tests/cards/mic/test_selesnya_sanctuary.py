"""Selesnya Sanctuary — Land.

Oracle: "Selesnya Sanctuary enters the battlefield tapped. / When Selesnya Sanctuary enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {G}{W}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from tests.cards.mic import bounce_land_checks as checks

CARD = "Selesnya Sanctuary"
pytestmark = pytest.mark.card("Selesnya Sanctuary")


def test_enters_tapped_and_returns_a_chosen_land() -> None:
    checks.check_enters_tapped_and_returns_a_chosen_land(CARD, ("Forest", "Plains"))


def test_may_return_itself() -> None:
    checks.check_may_return_itself(CARD, "Forest")


@pytest.mark.ruling("MIC-OR-0297")
def test_with_no_other_land_it_returns_itself() -> None:
    """Official ruling: "If this land enters the battlefield and you control no other lands, its
    ability will force you to return it to your hand."."""
    checks.check_with_no_other_land_it_returns_itself(CARD, "Forest")


def test_taps_for_two_mana() -> None:
    checks.check_taps_for_two_mana(CARD, "GW")
