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


def test_finds_a_nonbasic_island_swamp_and_shuffles() -> None:
    """CR 205.3i, 701.23a: Sunken Hollow is an Island Swamp, so it may be found; "then
    shuffle" (CR 701.24a) shuffles the library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Polluted Delta")
    s.library(0, "Sunken Hollow", "Mountain", "Forest")
    d = Driver(s.build())
    d.activate(0, "Polluted Delta")
    d.resolve()
    offered = {x.value for x in d.expect("search").actions} - {None}
    assert offered == {d.find("Sunken Hollow")}
    d.choose(d.find("Sunken Hollow"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert d.zone_of("Sunken Hollow") == "battlefield"
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]


def test_at_one_life_it_can_be_activated_and_its_controller_then_loses() -> None:
    """CR 119.4: a player can pay life equal to their life total; at 0 life the player loses
    when state-based actions are next checked (CR 704.5a), before the ability resolves."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, "Polluted Delta")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, "Polluted Delta")
    assert d.life(0) == 0
    assert d.state.players[0].lost and d.game.winners == (1,)
