"""Evolving Wilds — Land.

Oracle: "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it
onto the battlefield tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Evolving Wilds")


def test_fetches_a_basic_land_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Glory Seeker", "Haunted Ridge", "Island")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    assert d.ids("Evolving Wilds", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    island = d.find("Island", zone="library")
    assert {a.value for a in dec.actions} == {island, None}
    d.choose(island)
    land = d.find("Island", zone="battlefield")
    assert d.state.objects[land].tapped


def test_finding_nothing_it_is_still_sacrificed_and_the_library_shuffled() -> None:
    """The sacrifice is a cost (CR 602.2b, 601.2h): it is paid even though the search finds
    no basic land (a search for a card with a stated quality may find nothing, CR 701.23b);
    the library is still shuffled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Glory Seeker", "Haunted Ridge", "Shock", "Plummet", "Startle", "Foul Play")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    assert d.zone_of("Evolving Wilds") == "graveyard"
    d.resolve()
    if d.decision.kind == "search":
        assert {a.value for a in d.decision.actions} == {None}
        d.choose(None)
    assert len(d.state.players[0].library) == 6
    assert [e for e in d.state.log if e.kind == "shuffle"]
    assert len(d.state.battlefield) == 0


def test_the_opponent_doesn_t_see_the_library_while_it_is_searched() -> None:
    """CR 401.2, 701.23a: only the searching player looks through the library."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Forest", "Krosan Tusker")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    d.resolve()
    d.expect("search")
    assert "Krosan Tusker" in json.dumps(d.game.view(0))
    assert "Krosan Tusker" not in json.dumps(d.game.view(1))


def test_a_tapped_wilds_can_t_be_activated_and_it_works_on_the_opponent_s_turn() -> None:
    """CR 602.2b: {T} can't be paid by a tapped Wilds; untapped, the ability (not a mana
    ability, CR 605.1a) can be activated whenever its controller has priority, here in the
    opponent's turn."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds", tapped=True)
    s.library(0, "Forest")
    d = Driver(s.build())
    w = d.find("Evolving Wilds")
    assert not any(isinstance(a, ActivateAbility) and a.source == w
                   for a in d.game.legal_actions())
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Forest")
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(d.find("Forest", zone="library"))
    f = d.find("Forest", zone="battlefield")
    assert d.state.objects[f].tapped and d.state.objects[f].controller == 0


def test_pithing_needle_naming_it_stops_it() -> None:
    """CR 605.1a: the Wilds' ability adds no mana, so it isn't a mana ability, and an
    opponent's Pithing Needle naming Evolving Wilds stops it (MID-RN-135)."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Forest")
    s.battlefield(1, "Island")
    s.hand(1, "Pithing Needle")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Pithing Needle")
    d.resolve()
    d.choose("Evolving Wilds")
    d.pass_priority()
    assert d.decision.player == 0
    w = d.find("Evolving Wilds")
    assert not any(isinstance(a, ActivateAbility) and a.source == w
                   for a in d.game.legal_actions())
