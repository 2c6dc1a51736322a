"""Canopy Vista — Land — Forest Plains.

Oracle: "({T}: Add {G} or {W}.) / Canopy Vista enters the battlefield tapped unless you control two
or more basic lands."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Canopy Vista")


def _play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Canopy Vista")
    d = Driver(s.build())
    before = set(d.ids("Canopy Vista", zone="battlefield"))
    d.play_land(0, "Canopy Vista")
    [land] = set(d.ids("Canopy Vista", zone="battlefield")) - before
    return d, land


def test_enters_untapped_with_two_basic_lands() -> None:
    d, land = _play("Plains", "Mountain")
    assert not d.state.objects[land].tapped


def test_enters_tapped_with_one_basic_land() -> None:
    d, land = _play("Plains", "Haunted Ridge")
    assert d.state.objects[land].tapped


def test_opponents_basic_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Plains", "Island")
    s.hand(0, "Canopy Vista")
    d = Driver(s.build())
    d.play_land(0, "Canopy Vista")
    assert d.state.objects[d.find("Canopy Vista", zone="battlefield")].tapped


def test_taps_for_either_colour_from_its_land_types() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Canopy Vista")
    d = Driver(s.build())
    land = d.find("Canopy Vista")
    assert set(d.chars(land).subtypes) == set("Forest Plains".split())
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"G", "W"}
    d.mana(0, land, "G")
    assert d.state.players[0].mana_pool.get("G") == 1


@pytest.mark.ruling("MIC-OR-0268")
def test_lands_with_basic_land_types_are_not_basic() -> None:
    """Official ruling: "Even though these lands have basic land types, they are not basic
    lands because “basic” doesn't appear on their type line. Notably, controlling two or more of
    them won't allow others to enter the battlefield untapped."."""
    d, land = _play("Canopy Vista", "Sunken Hollow", "Plains")
    assert d.state.objects[land].tapped
    assert "Basic" not in d.chars(land).supertypes


@pytest.mark.ruling("MIC-OR-0269")
def test_effects_naming_a_basic_land_type_find_it() -> None:
    """Official ruling: "However, because these cards have basic land types, effects that
    specify a basic land type without also specifying that the land be basic can affect them.
    For example, a spell or ability that reads “Destroy target Forest” can target Canopy Vista,
    while one that reads “Destroy target basic Forest” cannot."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Canopy Vista", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Windswept Heath")
    d.resolve()
    d.expect("search")
    d.choose(d.find("Canopy Vista", "library"))
    assert d.zone_of("Canopy Vista") == "battlefield"


@pytest.mark.ruling("MIC-OR-0269")
def test_effects_naming_basic_lands_dont_find_it() -> None:
    """Official ruling: "However, because these cards have basic land types, effects that
    specify a basic land type without also specifying that the land be basic can affect them.
    For example, a spell or ability that reads “Destroy target Forest” can target Canopy Vista,
    while one that reads “Destroy target basic Forest” cannot."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Canopy Vista", "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.expect("search")
    legal = set(d.game.legal_actions())
    assert Choose(d.find("Canopy Vista", "library")) not in legal
    assert Choose(d.find("Forest", "library")) in legal


@pytest.mark.ruling("MIC-OR-0270")
@pytest.mark.parametrize("before", [1, 2])
def test_basic_lands_entering_at_the_same_time_dont_count(before: int) -> None:
    """Official ruling: "If one of these lands enters the battlefield at the same time as any
    number of basic lands, those other lands are not counted when determining if this land
    enters the battlefield tapped or untapped."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.battlefield(1, *["Plains"] * before)
    s.hand(1, "Canopy Vista", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    for name in ("Canopy Vista", "Island", "Swamp"):
        d.choose(d.find(name, zone="hand"))
    land = d.find("Canopy Vista", zone="battlefield", player=1)
    assert d.zone_of("Island") == d.zone_of("Swamp") == "battlefield"
    # the Island and the Swamp entering with it are not counted
    assert d.state.objects[land].tapped is (before < 2)
