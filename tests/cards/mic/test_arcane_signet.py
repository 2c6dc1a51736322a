"""Arcane Signet — {2} Artifact.

Oracle: "{T}: Add one mana of any color in your commander's color identity."
Rulings covered: MIC-OR-0258 (two commanders: their combined color identities), MIC-OR-0260
(no commander: no mana), MIC-OR-0259
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from tests.cards.mic.commander_mana_checks import CommanderIdentityManaRulings

CARD = "Arcane Signet"
pytestmark = pytest.mark.card(CARD)


class TestCommanderIdentityMana(CommanderIdentityManaRulings):
    pytestmark = pytest.mark.ruling("MIC-OR-0258", "MIC-OR-0260", "MIC-OR-0259")
    CARD = CARD
