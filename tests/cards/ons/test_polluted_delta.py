"""Polluted Delta — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or
Swamp card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Polluted Delta")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Polluted Delta")
    s.library(0, "Mountain", "Island", "Swamp")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Polluted Delta")
    assert d.life(0) == 19
    assert d.ids("Polluted Delta", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Island", zone="library"), d.find("Swamp", zone="library")}
    d.choose(d.find("Swamp", zone="library"))
    land = d.find("Swamp", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Mountain", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Polluted Delta")
    d.resolve()
    d.choose(None)
    assert not d.ids("Island", zone="battlefield") and not d.ids("Swamp", zone="battlefield")
    assert len(d.state.players[0].library) == 3
