"""Head Games — {3}{B}{B} Sorcery.

Oracle: "Target opponent puts the cards from their hand on top of their library. Search
that player's library for that many cards. The player puts those cards into their hand,
then shuffles."
Rulings covered: ONS-FAQ-134 (you may choose cards that were in their hand).
"""

from __future__ import annotations

import pytest

from manastack.invariants import check_hidden_information
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Head Games")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Head Games")
    s.hand(1, "Shock", "Smother")
    s.library(1, "Island", "Forest", "Plains")
    return Driver(s.build())


def test_you_pick_their_new_hand() -> None:
    d = setup()
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    assert d.expect("search").player == 0
    assert len(d.decision.actions) == 5
    d.choose(d.find("Island", zone="library"))
    d.choose(d.find("Forest", zone="library"))
    names = sorted(d.game.card(c).name for c in d.state.players[1].hand)
    assert names == ["Forest", "Island"]
    assert len(d.state.players[1].library) == 3


@pytest.mark.ruling("ONS-FAQ-134")
def test_may_give_back_the_same_cards() -> None:
    d = setup()
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="library"))
    d.choose(d.find("Smother", zone="library"))
    names = sorted(d.game.card(c).name for c in d.state.players[1].hand)
    assert names == ["Shock", "Smother"]


def test_the_search_names_that_library_to_the_caster_only() -> None:
    """Searching that player's library (CR 701.23a) is logged like any search: the caster's
    view names every card of it, the searched player's view doesn't."""
    d = setup()
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    d.expect("search")
    mine = [e for e in d.game.view(0)["log"] if e.get("kind") == "search"][-1]
    theirs = [e for e in d.game.view(1)["log"] if e.get("kind") == "search"][-1]
    assert mine["owner"] == 1
    assert sorted(mine["cards"]) == ["Forest", "Island", "Plains", "Shock", "Smother"]
    assert theirs["cards"] is None


def test_an_empty_hand_gets_nothing_and_the_library_is_still_shuffled() -> None:
    """CR 701.23a, 701.24a: with no card in hand, no card is put on top and the caster
    searches for zero cards (no search choice to make); the player still shuffles."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Head Games")
    s.library(1, "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority"
    assert not d.state.players[1].hand and len(d.state.players[1].library) == 3
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 1]


def test_only_an_opponent_may_be_targeted_in_two_headed_giant() -> None:
    """CR 115.1, 102.3: "target opponent": in Two-Headed Giant the caster's teammate isn't an
    opponent and isn't offered; both players of the other team are."""
    from manastack.decisions.actions import CastSpell, Choose
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Head Games")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Head Games"), "normal"))
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {2, 3}


def test_the_caster_knows_the_cards_they_found_for_that_players_hand() -> None:
    """CR 701.23a, 701.20e, 400.7: searching that library, the caster looked at all its cards,
    so they know which cards they found and follow them into that player's hand: their view
    lists Forest and Island among that hand's known cards and its log names the two moves
    (from the library's cards they saw to the hand's); a spectator's knows nothing of them.
    Once the library is shuffled, no card of it is known to the caster (CR 701.24a)."""
    d = setup()
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    island, forest = d.find("Island", zone="library"), d.find("Forest", zone="library")
    d.choose(island)
    d.choose(forest)
    mine = d.game.view(0)
    assert sorted(c["name"] for c in mine["players"][1]["hand_known"]) == ["Forest", "Island"]
    assert "library_known" not in mine["players"][1]
    moved = [(e["card"], e["from_object"]) for e in mine["log"]
             if e["kind"] == "zone_change" and e["to"] == "hand"]
    assert moved == [("Island", island), ("Forest", forest)]
    watching = d.game.spectator_view()
    assert "hand_known" not in watching["players"][1]
    assert [e["card"] for e in watching["log"]
            if e["kind"] == "zone_change" and e["to"] == "hand"] == [None, None]
    check_hidden_information(d.game)
