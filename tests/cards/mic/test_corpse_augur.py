"""Corpse Augur — {3}{B} Creature — Zombie Wizard 4/2.

Oracle: "When Corpse Augur dies, you draw X cards and you lose X life, where X is the number of
creature cards in target player's graveyard."
Rulings covered: MIC-OR-0175.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Corpse Augur")

CARD = "Corpse Augur"


def _dies(target: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.graveyard(0, "Glory Seeker", "Forest")
    s.graveyard(1, "Elvish Warrior", "Elvish Warrior", "Quicksilver Dragon", "Island")
    s.hand(0, "Shock", "Shock")
    s.library(0, *["Swamp"] * 6)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.choose(target)
    return d


@pytest.mark.ruling("MIC-OR-0175")
def test_target_chosen_as_it_triggers_x_counted_on_resolution_itself_included() -> None:
    """Targeting itself: Glory Seeker and the Augur itself, two creature cards: draw 2, lose 2.
    Targeting the opponent: three creature cards (not the Island): draw 3, lose 3."""
    d = _dies(0)
    d.resolve()
    assert len(d.state.players[0].hand) == 1 + 2 and d.life(0) == 18
    d = _dies(1)
    d.resolve()
    assert len(d.state.players[0].hand) == 1 + 3 and d.life(0) == 17
