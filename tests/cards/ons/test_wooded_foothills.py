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


def test_nonbasic_lands_with_the_subtype_are_found_and_the_library_is_shuffled() -> None:
    """CR 205.3i, 701.23a: "a Mountain or Forest card" is any card with either subtype:
    Canopy Vista (Land — Forest Plains) is offered; Rockfall Vale, which makes {R} or {G}
    but has no subtype, isn't. The library is shuffled after the search (CR 701.24a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wooded Foothills")
    s.library(0, "Rockfall Vale", "Canopy Vista", "Island")
    d = Driver(s.build())
    d.activate(0, "Wooded Foothills")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Canopy Vista", zone="library")}
    d.choose(d.find("Canopy Vista", zone="library"))
    assert d.zone_of("Canopy Vista") == "battlefield"
    # its own "enters tapped unless you control two or more basic lands" applies (CR 614.1c)
    assert d.state.objects[d.find("Canopy Vista", zone="battlefield")].tapped
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log)


def test_at_one_life_paying_the_life_loses_the_game() -> None:
    """CR 119.4, 118.3b, 704.5a: a player at 1 life can pay 1 life; at 0 they lose at the next check
    of state-based actions, before the ability resolves."""
    s = Scenario(seed=1, life=1)
    s.battlefield(0, "Wooded Foothills")
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.activate(0, "Wooded Foothills")
    assert d.state.players[0].lost and d.game.winners == (1,)


def test_only_the_searcher_sees_the_library_and_the_land_found_is_public() -> None:
    """CR 701.23a, 401.2: while searching, only the searching player's view names the cards of
    the library; the opponent sees none of them. The card put onto the battlefield is then
    public (CR 400.2)."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Wooded Foothills")
    s.library(0, "Island", "Mountain", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Wooded Foothills")
    d.resolve()
    d.expect("search")
    mine, theirs = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    assert "Island" in mine and "Swamp" in mine  # ("Mountain" is in the ability's text)
    assert "Island" not in theirs and "Swamp" not in theirs
    mountain = d.find("Mountain", zone="library")
    d.choose(mountain)
    view = d.game.view(1)
    land = d.find("Mountain", zone="battlefield")
    assert [o["name"] for o in view["battlefield"] if o["id"] == land] == ["Mountain"]
    assert "Island" not in json.dumps(view) and "Swamp" not in json.dumps(view)


def test_the_ability_resolves_though_the_land_is_gone_and_the_opponent_can_respond() -> None:
    """CR 602.2, 113.7a: the land is sacrificed as a cost; the ability is on the stack on its
    own, the opponent gets priority (it isn't a mana ability, CR 605.1a) and it still
    resolves."""
    d = setup()
    d.activate(0, "Wooded Foothills")
    assert d.zone_of("Wooded Foothills") == "graveyard" and len(d.state.stack) == 1
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    d.pass_priority()
    d.expect("search")
    d.choose(d.find("Mountain", zone="library"))
    assert d.zone_of("Mountain") == "battlefield"


def test_finding_nothing_still_shuffles_and_costs_the_land_and_life() -> None:
    """CR 701.23b, 701.24a: a player may fail to find a card; the library is shuffled all
    the same, and the costs (1 life, the land) stay paid."""
    d = setup()
    d.activate(0, "Wooded Foothills")
    n = len(d.state.log)
    d.resolve()
    d.choose(None)
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log[n:])
    assert d.life(0) == 19 and d.zone_of("Wooded Foothills") == "graveyard"
