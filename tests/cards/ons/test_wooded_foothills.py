"""Wooded Foothills — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Wooded Foothills: Search your library for a Mountain or
Forest card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wooded Foothills")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Wooded Foothills")
    s.library(0, "Island", "Mountain", "Forest")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Wooded Foothills")
    assert d.life(0) == 19
    assert d.ids("Wooded Foothills", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Mountain", zone="library"), d.find("Forest", zone="library")}
    d.choose(d.find("Forest", zone="library"))
    land = d.find("Forest", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Island", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Wooded Foothills")
    d.resolve()
    d.choose(None)
    assert not d.ids("Mountain", zone="battlefield") and not d.ids("Forest", zone="battlefield")
    assert len(d.state.players[0].library) == 3
