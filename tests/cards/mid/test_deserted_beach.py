"""Deserted Beach — Land.

Oracle: "Deserted Beach enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {W} or {U}."
Rulings covered: MID-OR-0896.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .check_land_checks import CheckLandRuling

pytestmark = pytest.mark.card("Deserted Beach")


def play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    return d, d.find("Deserted Beach", zone="battlefield")


def test_enters_tapped_with_one_other_land() -> None:
    d, land = play("Plains")
    assert d.state.objects[land].tapped


def test_enters_untapped_with_two_other_lands() -> None:
    d, land = play("Plains", "Island")
    assert not d.state.objects[land].tapped
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"W", "U"}
    d.mana(0, land, "U")
    assert d.state.players[0].mana_pool.get("U") == 1


def test_opponents_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Plains", "Island")
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped


class TestCheckLandRuling(CheckLandRuling):
    pytestmark = pytest.mark.ruling("MID-OR-0896")
    CARD = "Deserted Beach"
