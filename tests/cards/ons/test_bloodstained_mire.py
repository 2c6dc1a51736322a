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


def test_finds_a_nonbasic_land_with_the_type_which_applies_its_own_replacement() -> None:
    """"A Swamp or Mountain card" is any card with either subtype (CR 205.3i, 701.23a):
    Sunken Hollow (an Island Swamp) may be found; with no two basic lands under your control
    it enters tapped (its own replacement effect, CR 614.1c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodstained Mire")
    s.library(0, "Sunken Hollow", "Forest")
    d = Driver(s.build())
    d.activate(0, "Bloodstained Mire")
    d.resolve()
    offered = {x.value for x in d.expect("search").actions} - {None}
    assert offered == {d.find("Sunken Hollow")}
    d.choose(d.find("Sunken Hollow"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert d.zone_of("Sunken Hollow") == "battlefield"
    assert d.state.objects[d.find("Sunken Hollow")].tapped


def test_paying_life_counts_as_losing_life_for_an_opponent_s_bloodtithe_collector() -> None:
    """CR 119.4: paying life is losing that much life: player 1 activates Bloodstained Mire in
    player 0's main phase; player 0's Bloodtithe Collector then sees an opponent who lost life
    this turn and player 1 discards (MID-OR-0269)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Bloodtithe Collector")
    s.battlefield(1, "Bloodstained Mire")
    s.library(1, "Swamp")
    s.hand(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.activate(1, "Bloodstained Mire")
    d.resolve()
    d.choose(None)
    assert d.life(1) == 19
    while d.decision.player != 0 or d.decision.kind != "priority":
        d.pass_priority()
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_library_is_shuffled_even_when_nothing_is_found() -> None:
    """CR 701.24a, 701.23b: "then shuffle": the library is shuffled whether or not a card was
    found; a Plains is never offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodstained Mire")
    s.library(0, "Plains", "Island", "Forest")
    d = Driver(s.build())
    d.activate(0, "Bloodstained Mire")
    d.resolve()
    offered = {x.value for x in d.expect("search").actions}
    assert offered == {None}
    d.choose(None)
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]
    assert len(d.state.players[0].library) == 3


def test_the_opponent_doesn_t_see_the_library_while_it_is_searched() -> None:
    """CR 401.2, 701.23a: only the searching player looks through the library: the
    opponent's view of the search doesn't name the cards in it."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodstained Mire")
    s.library(0, "Swamp", "Krosan Tusker")
    d = Driver(s.build())
    d.activate(0, "Bloodstained Mire")
    d.resolve()
    d.expect("search")
    assert "Krosan Tusker" in json.dumps(d.game.view(0))
    assert "Krosan Tusker" not in json.dumps(d.game.view(1))
