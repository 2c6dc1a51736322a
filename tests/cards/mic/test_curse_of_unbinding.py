"""Curse of Unbinding — {6}{U} Enchantment — Aura Curse.

Oracle: "Enchant player
At the beginning of enchanted player's upkeep, that player reveals cards from the top of their
library until they reveal a creature card. Put that card onto the battlefield under your
control. That player puts the rest of the revealed cards into their graveyard."
Rulings covered: MIC-RN-009 (and MIC-OR-0028, which restates it).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Unbinding")

CARD = "Curse of Unbinding"


@pytest.mark.ruling("MIC-RN-009", "MIC-OR-0028")
def test_curse_controller_gets_the_creature_the_rest_to_the_graveyard() -> None:
    """Player 0's Curse on player 1: at player 1's upkeep (not player 0's), player 1 reveals
    Forest, Plains, Glory Seeker; the Seeker enters under player 0's control, the two lands go
    to player 1's graveyard, the card below stays."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, CARD)
    s.library(0, "Elvish Warrior", "Island")
    s.library(1, "Forest", "Plains", "Glory Seeker", "Swamp", "Swamp")
    s.library(2, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.pass_until("draw", turn=4)
    assert d.state.active == 1
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0 and d.state.objects[seeker].owner == 1
    assert sorted(d.game.name_of(o) for o in d.state.players[1].graveyard) == \
        ["Forest", "Plains"]
    assert [d.game.name_of(o) for o in d.state.players[1].library][:1] == ["Swamp"]
    assert d.zone_of("Elvish Warrior") == "library"
