"""Moonsilver Key — {2} Artifact.

Oracle: "{1}, {T}, Sacrifice Moonsilver Key: Search your library for an artifact card with a
mana ability or a basic land card, reveal it, put it into your hand, then shuffle."
Rulings covered: MID-RN-167, MID-RN-168.

MID-RN-168 names a card from another set, Gauntlet of Might ({4} Artifact: "Red creatures get
+1/+1. / Whenever a Mountain is tapped for mana, its controller adds an additional {R}."), defined
in ``tests/reference_cards.py``: its only mana ability is a triggered one (CR 605.1b).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import GAUNTLET_OF_MIGHT

pytestmark = pytest.mark.card("Moonsilver Key")


@pytest.mark.ruling("MID-RN-167", "MID-OR-0889")
def test_finds_a_mana_artifact_or_a_basic_land_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Glory Seeker", "Moonsilver Key", "Forest", "Haunted Ridge")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    assert d.decision.kind == "search"
    opts = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    names = {d.game.card(o).name for o in opts if o is not None}
    assert names == {"Forest"}
    d.choose(d.find("Forest", "library"))
    assert d.ids("Forest", zone="hand")
    assert d.ids("Moonsilver Key", zone="graveyard")


@pytest.mark.ruling("MID-RN-168", "MID-OR-0890")
def test_finds_an_artifact_whose_mana_ability_is_triggered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Moonsilver Key", GAUNTLET_OF_MIGHT.name, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    assert d.decision.kind == "search"
    opts = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    # the Gauntlet (a triggered mana ability), not the Key in the library (no mana ability)
    assert {d.game.card(o).name for o in opts if o is not None} == {GAUNTLET_OF_MIGHT.name}
    d.choose(d.find(GAUNTLET_OF_MIGHT.name, "library"))
    assert d.ids(GAUNTLET_OF_MIGHT.name, zone="hand")


@pytest.mark.ruling("MID-RN-168", "MID-OR-0890")
def test_the_gauntlet_s_triggered_mana_ability_adds_the_extra_red() -> None:
    """A Mountain tapped for mana makes {R}{R} with the Gauntlet out, for whoever controls
    the Mountain, at once (CR 605.4a: no stack); a Plains still makes just {W}."""
    s = Scenario(seed=1)
    s.battlefield(0, GAUNTLET_OF_MIGHT.name, "Mountain", "Plains")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    assert not d.state.stack
    assert d.state.players[0].mana_pool.get("R", 0) == 2
    d.mana(0, "Plains")
    assert d.state.players[0].mana_pool.get("W", 0) == 1
    assert d.state.players[0].mana_pool.get("R", 0) == 2
    d.pass_priority()
    d.mana(1, "Mountain")  # the opponent's Mountain: its controller gets the extra {R}
    assert d.state.players[1].mana_pool.get("R", 0) == 2
    assert d.state.players[0].mana_pool.get("R", 0) == 2


def test_artifacts_with_activated_mana_abilities_are_found_and_revealed() -> None:
    """CR 605.1a, 701.23a: Sol Ring and Arcane Signet are found, a creature card and a
    nonbasic land aren't. The card found is revealed (CR 701.20a): the opponent's view names
    it in the hand and the log, but not the library's other cards (CR 401.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Sol Ring", "Arcane Signet", "Glory Seeker", "Haunted Ridge")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    dec = d.expect("search")
    names = {d.game.card(a.value).name for a in dec.actions
             if isinstance(a, Choose) and a.value is not None}
    assert names == {"Sol Ring", "Arcane Signet"}
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    d.choose(d.find("Arcane Signet", zone="library"))
    view = d.game.view(1)
    assert [e["card"] for e in view["log"] if e["kind"] == "reveal"] == ["Arcane Signet"]
    assert [c["name"] for c in view["players"][0]["hand_known"]] == ["Arcane Signet"]
    seen = json.dumps(view)
    assert "Sol Ring" not in seen and "Glory Seeker" not in seen


def test_finding_nothing_still_shuffles_and_the_key_stays_sacrificed() -> None:
    """CR 701.23b: a search for a card with a stated quality may find nothing; the library is
    shuffled anyway (CR 701.24a) and the costs stay paid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    assert None in {a.value for a in d.expect("search").actions}
    d.choose(None)
    assert not d.state.players[0].hand
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log)
    assert d.ids("Moonsilver Key", zone="graveyard")
    assert d.state.objects[d.find("Plains")].tapped


def test_the_costs_need_one_mana_and_an_untapped_key() -> None:
    """CR 602.2b, 118.3: without a mana source, or with the Key tapped, the ability can't be
    activated."""
    for lands, tapped in (((), False), (("Plains",), True)):
        s = Scenario(seed=1)
        s.battlefield(0, *lands)
        s.battlefield(0, "Moonsilver Key", tapped=tapped)
        s.library(0, "Forest")
        d = Driver(s.build())
        key = d.find("Moonsilver Key")
        assert not [a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == key]


def test_the_search_is_of_the_activating_players_own_library() -> None:
    """"Search your library": with the Key's controller's library holding no match, the
    opponent's basic lands aren't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Glory Seeker")
    s.library(1, "Forest", "Sol Ring")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    assert {a.value for a in d.expect("search").actions} == {None}


def test_a_card_the_search_can_t_find_is_refused_saying_why() -> None:
    """CR 701.23a: choosing the library's Glory Seeker is refused, the error saying it is not
    an artifact card with a mana ability or a basic land card (the searcher is looking at the
    whole library, so naming it tells nothing new); the Swamp in hand is refused as not in the
    library searched. The game is unchanged and the Forest can still be found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Glory Seeker", "Forest")
    s.hand(0, "Swamp")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    d.expect("search")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker is not an artifact card with a "
                       "mana ability or a basic land card"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before
    with pytest.raises(IllegalActionError, match="Swamp is in your hand, not in the library "
                       "being searched"):
        d.choose(d.find("Swamp"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Forest"))
    assert d.zone_of("Forest") == "hand"


@pytest.mark.ruling("MID-RN-167", "MID-OR-0889")
def test_a_mana_ability_that_works_elsewhere_or_costs_mana_counts_too() -> None:
    """CR 605.1a: what counts is that the card has a mana ability, wherever it functions and
    whatever it costs: Jack-o'-Lantern (its mana ability works from the graveyard, CR
    113.6m), Mystic Skull ("{1}, {T}: Add one mana of any color") and the artifact creature
    Crossroads Candleguide ("{2}: Add one mana of any color") are all found; Moonsilver Key
    (no mana ability) isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Jack-o'-Lantern", "Mystic Skull", "Crossroads Candleguide", "Moonsilver Key")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    dec = d.expect("search")
    names = {d.game.name_of(a.value) for a in dec.actions
             if isinstance(a, Choose) and a.value is not None}
    assert names == {"Jack-o'-Lantern", "Mystic Skull", "Crossroads Candleguide"}
