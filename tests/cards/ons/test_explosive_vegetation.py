"""Explosive Vegetation — {3}{G} Sorcery.

Oracle: "Search your library for up to two basic land cards, put them onto the battlefield
tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Explosive Vegetation")

def test_two_basic_lands_onto_the_battlefield_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Island", "Glory Seeker", "Swamp", "Plains")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    d.choose(d.find("Swamp", zone="library"))
    island, swamp = d.find("Island", zone="battlefield"), d.find("Swamp", zone="battlefield")
    assert d.state.objects[island].tapped and d.state.objects[swamp].tapped
    assert d.ids("Plains", zone="library") and d.ids("Glory Seeker", zone="library")
