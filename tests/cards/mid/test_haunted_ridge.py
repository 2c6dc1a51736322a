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


def test_tapped_lands_and_lands_you_control_but_dont_own_count() -> None:
    """"Two or more other lands" you control: tapped ones count, and so does a Mountain owned
    by the opponent but controlled by player 0 (CR 108.4, 110.2): it enters untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", tapped=True)
    s.battlefield(0, "Mountain", owner=1)
    s.hand(0, "Haunted Ridge")
    d = Driver(s.build())
    d.play_land(0, "Haunted Ridge")
    assert not d.state.objects[d.find("Haunted Ridge", zone="battlefield")].tapped


def test_nonland_permanents_dont_count() -> None:
    """Only lands count: a Swamp and two creatures are one other land: it enters tapped, and
    tapped, its mana ability's {T} cost can't be paid (CR 107.5, 602.2b)."""
    d, land = play("Swamp", "Glory Seeker", "Whipcorder")
    assert d.state.objects[land].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]


def test_a_land_creature_counts_as_a_land() -> None:
    """A Forest Kamahl, Fist of Krosa made a 1/1 creature is "still a land" (CR 205.1b: the
    type is added) and counts: the tapped Forest and the animated one are two other lands."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest", "Forest")
    s.hand(0, "Haunted Ridge")
    d = Driver(s.build())
    forests = d.ids("Forest")
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forests[1]], pay=False)
    d.mana(0, forests[0])
    d.pay()
    d.resolve()
    assert d.chars(forests[1]).is_creature
    d.play_land(0, "Haunted Ridge")
    assert not d.state.objects[d.find("Haunted Ridge", zone="battlefield")].tapped
