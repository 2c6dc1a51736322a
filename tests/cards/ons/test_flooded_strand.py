"""Flooded Strand — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or
Island card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Flooded Strand")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Flooded Strand")
    s.library(0, "Mountain", "Plains", "Island")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Flooded Strand")
    assert d.life(0) == 19
    assert d.ids("Flooded Strand", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Plains", zone="library"), d.find("Island", zone="library")}
    d.choose(d.find("Island", zone="library"))
    land = d.find("Island", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Mountain", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Flooded Strand")
    d.resolve()
    d.choose(None)
    assert not d.ids("Plains", zone="battlefield") and not d.ids("Island", zone="battlefield")
    assert len(d.state.players[0].library) == 3
