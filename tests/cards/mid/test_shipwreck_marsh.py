"""Shipwreck Marsh — Land.

Oracle: "Shipwreck Marsh enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {U} or {B}."
Rulings covered: MID-OR-0909.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .check_land_checks import CheckLandRuling

pytestmark = pytest.mark.card("Shipwreck Marsh")


def play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Shipwreck Marsh")
    d = Driver(s.build())
    d.play_land(0, "Shipwreck Marsh")
    return d, d.find("Shipwreck Marsh", zone="battlefield")


def test_enters_tapped_with_one_other_land() -> None:
    d, land = play("Island")
    assert d.state.objects[land].tapped


def test_enters_untapped_with_two_other_lands() -> None:
    d, land = play("Island", "Swamp")
    assert not d.state.objects[land].tapped
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"U", "B"}
    d.mana(0, land, "B")
    assert d.state.players[0].mana_pool.get("B") == 1


def test_opponents_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(1, "Island", "Swamp")
    s.hand(0, "Shipwreck Marsh")
    d = Driver(s.build())
    d.play_land(0, "Shipwreck Marsh")
    assert d.state.objects[d.find("Shipwreck Marsh", zone="battlefield")].tapped


class TestCheckLandRuling(CheckLandRuling):
    pytestmark = pytest.mark.ruling("MID-OR-0909")
    CARD = "Shipwreck Marsh"


def test_tapped_lands_count_too() -> None:
    """"Two or more other lands" counts the lands, tapped or not: with two tapped lands it
    enters untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", tapped=True)
    s.hand(0, "Shipwreck Marsh")
    d = Driver(s.build())
    d.play_land(0, "Shipwreck Marsh")
    assert not d.state.objects[d.find("Shipwreck Marsh", zone="battlefield")].tapped


def test_two_headed_giant_a_teammates_lands_dont_count() -> None:
    """CR 810.5: teammates don't control each other's permanents; with one Island of its own
    and two lands of the teammate, the Marsh enters tapped."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island")
    s.battlefield(1, "Island", "Swamp")
    s.hand(0, "Shipwreck Marsh")
    d = Driver(s.build())
    d.play_land(0, "Shipwreck Marsh")
    assert d.state.objects[d.find("Shipwreck Marsh", zone="battlefield")].tapped


def test_put_onto_the_battlefield_by_an_effect_the_condition_applies_too() -> None:
    """CR 614.1c, 614.12: "enters tapped unless" applies however it enters: put onto the
    battlefield by Tempting Wurm's trigger with two other lands, it enters untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.battlefield(1, "Island", "Swamp")
    s.hand(1, "Shipwreck Marsh")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.choose(d.find("Shipwreck Marsh"))
    assert not d.state.objects[d.find("Shipwreck Marsh", zone="battlefield")].tapped
