"""Angel of Glory's Rise — {5}{W}{W} Creature — Angel 4/6.

Oracle: "Flying
When Angel of Glory's Rise enters the battlefield, exile all Zombies, then return all Human
creature cards from your graveyard to the battlefield."
Rulings covered: MIC-OR-0107.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Angel of Glory's Rise")

CARD = "Angel of Glory's Rise"


@pytest.mark.ruling("MIC-OR-0107")
def test_zombie_permanents_exiled_zombie_cards_elsewhere_stay_humans_return() -> None:
    """Both players' Zombies on the battlefield are exiled; the Zombie cards in the graveyard
    and hand stay; the controller's Human creature cards (not the opponent's, not a
    non-Human) return to the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Fleshbag Marauder")
    s.battlefield(1, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker", "Glory Seeker", "Wretched Anurid", "Elvish Warrior")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, CARD, "Spark Reaper")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.zone_of("Fleshbag Marauder") == "exile"
    assert d.zone_of("Gluttonous Zombie") == "exile"
    assert d.zone_of("Wretched Anurid") == "graveyard"
    assert d.zone_of("Spark Reaper") == "hand"
    assert len(d.ids("Glory Seeker", "battlefield", player=0)) == 2
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"
