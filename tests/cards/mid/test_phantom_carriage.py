"""Phantom Carriage — {4}{U}{U} Creature — Spirit 4/4.

Oracle: "Flying / When Phantom Carriage enters the battlefield, you may search your library
for a card with flashback or disturb, put it into your graveyard, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Phantom Carriage")


def test_search_flashback_card_into_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Phantom Carriage")
    s.library(0, "Glory Seeker", "Homestead Courage", "Shock")
    d = Driver(s.build())
    d.cast(0, "Phantom Carriage")
    d.resolve()
    d.resolve()
    d.choose(True)
    opts = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert d.find("Glory Seeker", zone="library") not in opts
    d.choose(d.find("Homestead Courage", zone="library"))
    assert d.ids("Homestead Courage", zone="graveyard")
    assert d.chars(d.find("Phantom Carriage")).has("Flying")


def test_finds_a_disturb_card_or_declines_without_shuffling() -> None:
    """A card with disturb qualifies (its front face has it); declining the "may" searches
    nothing, so the library isn't shuffled (CR 701.23, 701.24)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Phantom Carriage")
    s.library(0, "Glory Seeker", "Shock", "Beloved Beggar", "Forest", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Phantom Carriage")
    d.resolve()
    d.resolve()
    d.choose(True)
    d.choose(d.find("Beloved Beggar", zone="library"))
    assert d.zone_of("Beloved Beggar") == "graveyard"
    d = Driver(s.build())
    lib = list(d.state.players[0].library)
    d.cast(0, "Phantom Carriage")
    d.resolve()
    d.resolve()
    d.choose(False)
    assert list(d.state.players[0].library) == lib


def test_searching_without_a_card_to_find_still_shuffles() -> None:
    """CR 701.23b, 701.24a: choosing to search a library holding no card with flashback or
    disturb finds nothing (a search for a card with a stated quality may fail), and the
    library is shuffled all the same; the graveyard stays empty."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Phantom Carriage")
    s.library(0, "Glory Seeker", "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Phantom Carriage")
    d.resolve()
    d.resolve()
    d.choose(True)
    n = len(d.game.log)
    d.expect("search")
    d.choose(None)
    assert d.state.players[0].graveyard == []
    assert len(d.state.players[0].library) == 3
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.game.log[n:])


def test_the_search_is_seen_by_its_searcher_only_and_the_library_is_shuffled() -> None:
    """While the search is pending, the opponent's view names none of the library's cards
    (CR 401.2, 701.23a); the searcher's decision offers the qualifying cards. After the found
    card is put into the graveyard, the library is shuffled (CR 701.24a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Phantom Carriage")
    s.library(0, "Glory Seeker", "Homestead Courage", "Otherworldly Gaze", "Forest")
    d = Driver(s.build())
    d.cast(0, "Phantom Carriage")
    d.resolve()
    d.resolve()
    d.choose(True)
    d.expect("search")
    theirs = json.dumps(d.game.view(1))
    assert "Homestead Courage" not in theirs and "Otherworldly Gaze" not in theirs
    assert "Homestead Courage" in json.dumps(d.game.view(0)["decision"])
    n = len(d.game.log)
    d.choose(d.find("Otherworldly Gaze", zone="library"))
    assert d.zone_of("Otherworldly Gaze") == "graveyard"
    assert len(d.state.players[0].library) == 3
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.game.log[n:])
