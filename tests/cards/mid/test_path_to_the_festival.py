"""Path to the Festival — {2}{G} Sorcery.

Oracle: "Search your library for a basic land card, put that card onto the battlefield tapped,
then shuffle. Then if there are three or more basic land types among lands you control, scry
1. / Flashback {4}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Path to the Festival")


def test_third_basic_type_lets_you_scry() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain")
    s.hand(0, "Path to the Festival")
    s.library(0, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival")
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    assert d.state.objects[d.find("Island", zone="battlefield")].tapped
    d.expect("scry")
    d.choose("top")
    assert d.ids("Shock", zone="library")


def test_two_types_no_scry() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Path to the Festival")
    s.library(0, "Forest", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival")
    d.resolve()
    d.choose(d.ids("Forest", zone="library")[0])
    assert d.decision.kind == "priority"
    assert len(d.ids("Forest", zone="battlefield")) == 4


def test_only_basic_land_cards_are_found_and_finding_none_still_scries() -> None:
    """CR 205.4c, 701.23a: a nonbasic land card (Shipwreck Marsh) isn't a basic land card;
    finding nothing, the check still counts the three basic land types already there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Mountain")
    s.hand(0, "Path to the Festival")
    s.library(0, "Shipwreck Marsh", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival")
    d.resolve()
    dec = d.expect("search")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {None}
    d.choose(None)
    d.expect("scry")
    d.choose("bottom")
    assert len(d.state.battlefield) == 3


def test_an_opponents_lands_dont_count_toward_the_types() -> None:
    """"Among lands you control": an opponent's Plains doesn't make a third type."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Plains", "Swamp")
    s.hand(0, "Path to the Festival")
    s.library(0, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival")
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    assert d.decision.kind == "priority"


@pytest.mark.ruling("MID-OR-0575", "MID-OR-0578")
def test_flashback_for_four_and_green_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {4}{G}, it finds a basic land and is exiled
    afterwards instead of going back to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Path to the Festival")
    s.library(0, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival", method="flashback")
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    assert d.zone_of("Island") == "battlefield"
    assert d.decision.kind == "priority"  # Forest and Island: two types, no scry
    assert d.zone_of("Path to the Festival") == "exile"


@pytest.mark.ruling("MID-OR-0576")
def test_flashback_keeps_sorcery_timing_and_its_cost() -> None:
    """MID-OR-0576, CR 307.1: not castable by flashback on the opponent's turn; CR 601.2f:
    on its controller's turn, four Forests can't pay {4}{G}."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Path to the Festival")
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    path = d.find("Path to the Festival")
    assert d.decision.player == 0
    assert CastSpell(path, "flashback") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4)
    s.graveyard(0, "Path to the Festival")
    d = Driver(s.build())
    assert CastSpell(d.find("Path to the Festival"), "flashback") not in d.game.legal_actions()


def test_a_land_with_two_basic_land_types_counts_both() -> None:
    """CR 305.5, 305.6: lands may have multiple subtypes: Canopy Vista ("Land — Forest Plains")
    has two basic land types. With it and two Forests, the Island found makes three basic
    land types among the lands (Forest, Plains, Island): scry 1. The Forests alone with the
    Island would make only two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Canopy Vista", "Forest", "Forest")
    s.hand(0, "Path to the Festival")
    s.library(0, "Island", "Shock", "Swamp")
    d = Driver(s.build())
    assert set(d.chars(d.find("Canopy Vista")).subtypes) == {"Forest", "Plains"}
    d.cast(0, "Path to the Festival")
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    d.expect("scry")
    top = d.state.players[0].library[0]
    d.choose("bottom")
    assert d.state.players[0].library == [d.state.players[0].library[0], top]
