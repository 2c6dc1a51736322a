"""Command Tower — Land.

Oracle: "{T}: Add one mana of any color in your commander's color identity."
Rulings covered: MIC-OR-0275 (two commanders: their combined color identities), MIC-OR-0277
(no commander: no mana), MIC-OR-0276
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from tests.cards.mic.commander_mana_checks import CommanderIdentityManaRulings

CARD = "Command Tower"
pytestmark = pytest.mark.card(CARD)


class TestCommanderIdentityMana(CommanderIdentityManaRulings):
    pytestmark = pytest.mark.ruling("MIC-OR-0275", "MIC-OR-0277", "MIC-OR-0276")
    CARD = CARD
