"""Windswept Heath — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Windswept Heath: Search your library for a Forest or
Plains card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Windswept Heath")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Mountain", "Forest", "Plains")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Windswept Heath")
    assert d.life(0) == 19
    assert d.ids("Windswept Heath", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Forest", zone="library"), d.find("Plains", zone="library")}
    d.choose(d.find("Plains", zone="library"))
    land = d.find("Plains", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Mountain", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Windswept Heath")
    d.resolve()
    d.choose(None)
    assert not d.ids("Forest", zone="battlefield") and not d.ids("Plains", zone="battlefield")
    assert len(d.state.players[0].library) == 3
