"""Bloodstained Mire — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Bloodstained Mire: Search your library for a Swamp or
Mountain card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodstained Mire")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodstained Mire")
    s.library(0, "Island", "Swamp", "Mountain")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Bloodstained Mire")
    assert d.life(0) == 19
    assert d.ids("Bloodstained Mire", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Swamp", zone="library"), d.find("Mountain", zone="library")}
    d.choose(d.find("Mountain", zone="library"))
    land = d.find("Mountain", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Island", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Bloodstained Mire")
    d.resolve()
    d.choose(None)
    assert not d.ids("Swamp", zone="battlefield") and not d.ids("Mountain", zone="battlefield")
    assert len(d.state.players[0].library) == 3
