"""Talisman of Dominance — {2} Artifact.

Oracle: "{T}: Add {C}. / {T}: Add {U} or {B}. Talisman of Dominance deals 1 damage to you."
Rulings covered: none in the seed documents.

The damage is part of the mana ability: it is dealt at once, without the stack (CR 605.3a).
"""

from __future__ import annotations

import pytest

from tests.cards.mic import talisman_checks as checks

CARD = "Talisman of Dominance"
pytestmark = pytest.mark.card("Talisman of Dominance")


def test_colourless_mana_is_painless() -> None:
    checks.check_colourless_mana_is_painless(CARD, ("U", "B"))


@pytest.mark.parametrize("colour", ["U", "B"])
def test_coloured_mana_deals_one_damage_to_you(colour: str) -> None:
    checks.check_coloured_mana_deals_one_damage_to_you(CARD, colour)


def test_tapped_it_adds_nothing_more() -> None:
    checks.check_tapped_it_adds_nothing_more(CARD, "U")
