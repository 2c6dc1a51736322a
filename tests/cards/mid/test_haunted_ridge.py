"""Haunted Ridge — Land.

Oracle: "Haunted Ridge enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {B} or {R}."
Rulings covered: MID-OR-0898.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .check_land_checks import CheckLandRuling

pytestmark = pytest.mark.card("Haunted Ridge")


def play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Haunted Ridge")
    d = Driver(s.build())
    d.play_land(0, "Haunted Ridge")
    return d, d.find("Haunted Ridge", zone="battlefield")


def test_enters_tapped_with_one_other_land() -> None:
    d, land = play("Swamp")
    assert d.state.objects[land].tapped


def test_enters_untapped_with_two_other_lands() -> None:
    d, land = play("Swamp", "Mountain")
    assert not d.state.objects[land].tapped
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"B", "R"}
    d.mana(0, land, "R")
    assert d.state.players[0].mana_pool.get("R") == 1


def test_opponents_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.battlefield(1, "Swamp", "Mountain")
    s.hand(0, "Haunted Ridge")
    d = Driver(s.build())
    d.play_land(0, "Haunted Ridge")
    assert d.state.objects[d.find("Haunted Ridge", zone="battlefield")].tapped


class TestCheckLandRuling(CheckLandRuling):
    pytestmark = pytest.mark.ruling("MID-OR-0898")
    CARD = "Haunted Ridge"
