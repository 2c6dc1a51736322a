"""Moonsilver Key — {2} Artifact.

Oracle: "{1}, {T}, Sacrifice Moonsilver Key: Search your library for an artifact card with a
mana ability or a basic land card, reveal it, put it into your hand, then shuffle."
Rulings covered: MID-RN-167, MID-RN-168.

MID-RN-168 names a card from another set, Gauntlet of Might ({4} Artifact: "Red creatures get
+1/+1. / Whenever a Mountain is tapped for mana, its controller adds an additional {R}."), defined
in ``tests/reference_cards.py``: its only mana ability is a triggered one (CR 605.1b).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
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
