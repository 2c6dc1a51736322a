"""Explosive Vegetation — {3}{G} Sorcery.

Oracle: "Search your library for up to two basic land cards, put them onto the battlefield
tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.views import player_view

pytestmark = pytest.mark.card("Explosive Vegetation")

def test_two_basic_lands_onto_the_battlefield_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Island", "Glory Seeker", "Swamp", "Plains")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    for land in ("Island", "Swamp"):  # the prompt words the whole search each time
        assert d.expect("search").prompt == \
            "Search your library for up to two basic land cards"
        d.choose(d.find(land, zone="library"))
    island, swamp = d.find("Island", zone="battlefield"), d.find("Swamp", zone="battlefield")
    assert d.state.objects[island].tapped and d.state.objects[swamp].tapped
    assert d.ids("Plains", zone="library") and d.ids("Glory Seeker", zone="library")


def test_nonbasic_lands_arent_offered_and_finding_none_still_shuffles() -> None:
    """CR 205.4a, 701.23a: only basic land cards may be found; a player may find fewer
    (none here) and the library is shuffled all the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Barren Moor", "Island", "Glory Seeker")
    d = Driver(s.build())
    n = len(d.state.log)
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    dec = d.expect("search")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert d.find("Barren Moor", zone="library") not in offered
    assert d.find("Island", zone="library") in offered
    d.choose(None)
    while d.decision.kind == "search":
        d.choose(None)
    assert len(d.state.players[0].library) == 3
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log[n:])


def test_two_of_the_same_basic_land_or_just_one() -> None:
    """"Up to two basic land cards" (CR 701.23b): two Forests may be found together; a
    player may also stop after one, the other staying in the library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation", "Explosive Vegetation")
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    first, second = d.ids("Explosive Vegetation", "hand")
    d.cast(0, first)
    d.resolve()
    forests = d.ids("Forest", "library")
    d.choose(forests[0])
    d.choose(forests[1])
    assert len(d.ids("Forest", "library")) == 2
    d.cast(0, second)
    d.resolve()
    d.choose(d.find("Forest", "library"))
    d.expect("search")
    d.choose(None)
    assert d.decision.kind == "priority"
    assert len(d.ids("Forest", "library")) == 1 and len(d.ids("Forest", "battlefield")) == 11


def test_a_nonbasic_land_chosen_is_refused_and_nothing_changes() -> None:
    """CR 701.23a, 205.4a: choosing Barren Moor (not a basic land card) is refused with an
    error; the search still waits, the library unchanged, and a basic land may then be
    found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Barren Moor", "Island")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.expect("search")
    library = list(d.state.players[0].library)
    with pytest.raises(IllegalActionError, match="Barren Moor is not a basic land card"):
        d.choose(d.find("Barren Moor", zone="library"))
    d.expect("search")
    assert list(d.state.players[0].library) == library
    d.choose(d.find("Island", zone="library"))
    d.choose(None)
    assert d.zone_of("Island") == "battlefield" and d.zone_of("Barren Moor") == "library"


def test_the_searched_library_stays_hidden_from_the_opponent() -> None:
    """CR 401.2, 701.23a: while player 0 searches, their view offers the library's basic land
    cards; player 1's view shows a search is going on but names no card of that library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Island", "Glory Seeker", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.expect("search")
    mine = json.dumps(player_view(d.game, 0))
    theirs = player_view(d.game, 1)
    assert "Island" in mine
    assert theirs["decision"]["player"] == 0 and "options" not in theirs["decision"]
    text = json.dumps(theirs)
    assert "Island" not in text and "Swamp" not in text and "Glory Seeker" not in text


def test_the_same_card_can_t_be_found_twice() -> None:
    """CR 701.23a: two different cards: once the Island is chosen, choosing it again is
    refused with an error naming the remaining choices and saying it is already found, and
    the Swamp may still be found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    island = d.find("Island", zone="library")
    d.choose(island)
    with pytest.raises(IllegalActionError, match="not one of the choices.*Island is already "
                       "found"):
        d.choose(island)
    d.expect("search")
    d.choose(d.find("Swamp", zone="library"))
    assert d.zone_of("Island") == "battlefield" and d.zone_of("Swamp") == "battlefield"
