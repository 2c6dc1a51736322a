"""Overgrown Farmland — Land.

Oracle: "Overgrown Farmland enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {G} or {W}."
Rulings covered: MID-OR-0907.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .check_land_checks import CheckLandRuling

pytestmark = pytest.mark.card("Overgrown Farmland")


def play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Overgrown Farmland")
    d = Driver(s.build())
    d.play_land(0, "Overgrown Farmland")
    return d, d.find("Overgrown Farmland", zone="battlefield")


def test_enters_tapped_with_one_other_land() -> None:
    d, land = play("Forest")
    assert d.state.objects[land].tapped


def test_enters_untapped_with_two_other_lands() -> None:
    d, land = play("Forest", "Plains")
    assert not d.state.objects[land].tapped
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"G", "W"}
    d.mana(0, land, "W")
    assert d.state.players[0].mana_pool.get("W") == 1


def test_opponents_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(1, "Forest", "Plains")
    s.hand(0, "Overgrown Farmland")
    d = Driver(s.build())
    d.play_land(0, "Overgrown Farmland")
    assert d.state.objects[d.find("Overgrown Farmland", zone="battlefield")].tapped


class TestCheckLandRuling(CheckLandRuling):
    pytestmark = pytest.mark.ruling("MID-OR-0907")
    CARD = "Overgrown Farmland"


def test_nonbasic_and_tapped_lands_count_as_other_lands() -> None:
    """"Two or more other lands" counts any lands its controller controls, nonbasic or
    tapped (CR 205.2a: land is a card type): a tapped Mortuary Mire and a Myriad Landscape let it enter
    untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mortuary Mire", tapped=True)
    s.battlefield(0, "Myriad Landscape")
    s.hand(0, "Overgrown Farmland")
    d = Driver(s.build())
    d.play_land(0, "Overgrown Farmland")
    assert not d.state.objects[d.find("Overgrown Farmland", zone="battlefield")].tapped


def test_two_headed_giant_the_teammate_s_lands_dont_count() -> None:
    """"You control" (CR 810.5: teammates' permanents aren't shared): with one Forest of its
    controller's and two lands of the teammate's, it enters tapped."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(1, "Plains", "Plains")
    s.hand(0, "Overgrown Farmland")
    d = Driver(s.build())
    d.play_land(0, "Overgrown Farmland")
    assert d.state.objects[d.find("Overgrown Farmland", zone="battlefield")].tapped
