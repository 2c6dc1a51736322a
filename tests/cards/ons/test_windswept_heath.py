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


def test_at_one_life_it_can_pay_and_then_loses() -> None:
    """CR 119.4: a player may pay life up to their life total: at 1 life the Heath can be
    activated; at 0 life its controller loses when state-based actions are checked (CR
    704.5a)."""
    s = Scenario(seed=1, life=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Windswept Heath")
    assert d.state.players[0].lost


def test_a_nonbasic_forest_plains_card_may_be_found() -> None:
    """"A Forest or Plains card" is any card with either subtype (CR 205.3i, 305.6): Canopy
    Vista, not basic, is one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Canopy Vista", "Island")
    d = Driver(s.build())
    d.activate(0, "Windswept Heath")
    d.resolve()
    d.choose(d.find("Canopy Vista", zone="library"))
    assert d.zone_of("Canopy Vista") == "battlefield"
