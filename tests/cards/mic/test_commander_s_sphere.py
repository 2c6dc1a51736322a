"""Commander's Sphere — {3} Artifact.

Oracle: "{T}: Add one mana of any color in your commander's color identity. / Sacrifice
Commander's Sphere: Draw a card."
Rulings covered: MIC-OR-0261 (two commanders: their combined color identities), MIC-OR-0263
(no commander: no mana), MIC-OR-0262
(a colorless commander: no mana, not even {C}).
"""

from __future__ import annotations

import pytest

from tests.cards.mic.commander_mana_checks import (
    KATILDA,
    CommanderIdentityManaRulings,
    with_commanders,
)

CARD = "Commander's Sphere"
pytestmark = pytest.mark.card(CARD)


class TestCommanderIdentityMana(CommanderIdentityManaRulings):
    pytestmark = pytest.mark.ruling("MIC-OR-0261", "MIC-OR-0263", "MIC-OR-0262")
    CARD = CARD


def test_sacrifice_it_to_draw_a_card() -> None:
    d = with_commanders(CARD, KATILDA)
    d.activate(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.players[0].hand) == 1
