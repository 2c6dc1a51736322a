"""Dimir Aqueduct — Land.

Oracle: "Dimir Aqueduct enters the battlefield tapped. / When Dimir Aqueduct enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {U}{B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from tests.cards.mic import bounce_land_checks as checks

CARD = "Dimir Aqueduct"
pytestmark = pytest.mark.card("Dimir Aqueduct")


def test_enters_tapped_and_returns_a_chosen_land() -> None:
    checks.check_enters_tapped_and_returns_a_chosen_land(CARD, ("Island", "Swamp"))


def test_may_return_itself() -> None:
    checks.check_may_return_itself(CARD, "Island")


@pytest.mark.ruling("MIC-OR-0278")
def test_with_no_other_land_it_returns_itself() -> None:
    """Official ruling: "If this land enters the battlefield and you control no other lands, its
    ability will force you to return it to your hand."."""
    checks.check_with_no_other_land_it_returns_itself(CARD, "Island")


def test_taps_for_two_mana() -> None:
    checks.check_taps_for_two_mana(CARD, "UB")
