"""Ghoulcaller's Harvest — {B}{G} Sorcery.

Oracle: "Create X 2/2 black Zombie creature tokens with decayed, where X is half the number of
creature cards in your graveyard, rounded up. / Flashback {3}{B}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ghoulcaller's Harvest")


def test_half_rounded_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest")
    s.hand(0, "Ghoulcaller's Harvest")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Wall of Mulch", "Shock", "Forest")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest")
    d.resolve()
    zombies = d.ids("Zombie Token", zone="battlefield")
    assert len(zombies) == 2
    c = d.chars(zombies[0])
    assert (c.power, c.toughness) == (2, 2) and "Decayed" in c.keywords
