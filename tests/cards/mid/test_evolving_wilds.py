"""Evolving Wilds — Land.

Oracle: "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it
onto the battlefield tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Evolving Wilds")


def test_fetches_a_basic_land_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Glory Seeker", "Haunted Ridge", "Island")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    assert d.ids("Evolving Wilds", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    island = d.find("Island", zone="library")
    assert {a.value for a in dec.actions} == {island, None}
    d.choose(island)
    land = d.find("Island", zone="battlefield")
    assert d.state.objects[land].tapped
