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


def test_flashback_counts_on_resolution_one_card_rounds_up_to_one() -> None:
    """Cast with flashback (CR 702.34a), the Harvest is on the stack, not in the graveyard, and
    isn't a creature card anyway; one creature card: half of 1 rounded up is one Zombie. It is
    exiled afterwards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.graveyard(0, "Ghoulcaller's Harvest", "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest", method="flashback")
    d.resolve()
    assert len(d.ids("Zombie Token", zone="battlefield")) == 1
    assert d.zone_of("Ghoulcaller's Harvest") == "exile"


def test_no_creature_cards_makes_no_zombie() -> None:
    """X = 0 (CR 107.3): no creature card in your graveyard, no token is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest")
    s.hand(0, "Ghoulcaller's Harvest")
    s.graveyard(0, "Shock", "Forest")
    s.graveyard(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest")
    d.resolve()
    assert not d.ids("Zombie Token")
    assert d.zone_of("Ghoulcaller's Harvest") == "graveyard"
