"""Pestilent Wolf — {1}{G} Creature — Wolf 2/2.

Oracle: "{2}{G}: Pestilent Wolf gains deathtouch until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pestilent Wolf")


def test_gains_deathtouch_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Pestilent Wolf")
    assert "Deathtouch" not in d.chars(wolf).keywords
    d.activate(0, wolf)
    d.resolve()
    assert "Deathtouch" in d.chars(wolf).keywords
    d.pass_until("upkeep", turn=4)
    assert "Deathtouch" not in d.chars(wolf).keywords


def test_deathtouch_gained_after_blocks_kills_the_big_blocker() -> None:
    """CR 702.2b: activated after blockers are declared, deathtouch applies when combat damage
    is dealt: its 2 damage destroys the 6/5 blocker; the Wolf dies too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    wolf, tusker = d.find("Pestilent Wolf"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([wolf])
    d.pass_priority()
    d.pass_priority()
    d.block({tusker: wolf})
    d.activate(0, wolf)
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of("Pestilent Wolf") == "graveyard"

