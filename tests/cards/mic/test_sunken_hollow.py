"""Sunken Hollow — Land — Island Swamp.

Oracle: "({T}: Add {U} or {B}.) / Sunken Hollow enters the battlefield tapped unless you control two
or more basic lands."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sunken Hollow")


def _play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Sunken Hollow")
    d = Driver(s.build())
    before = set(d.ids("Sunken Hollow", zone="battlefield"))
    d.play_land(0, "Sunken Hollow")
    [land] = set(d.ids("Sunken Hollow", zone="battlefield")) - before
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
    s.hand(0, "Sunken Hollow")
    d = Driver(s.build())
    d.play_land(0, "Sunken Hollow")
    assert d.state.objects[d.find("Sunken Hollow", zone="battlefield")].tapped


def test_taps_for_either_colour_from_its_land_types() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sunken Hollow")
    d = Driver(s.build())
    land = d.find("Sunken Hollow")
    assert set(d.chars(land).subtypes) == set("Island Swamp".split())
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"U", "B"}
    d.mana(0, land, "U")
    assert d.state.players[0].mana_pool.get("U") == 1


@pytest.mark.ruling("MIC-OR-0298")
def test_lands_with_basic_land_types_are_not_basic() -> None:
    """Official ruling: "Even though these lands have basic land types, they are not basic
    lands because “basic” doesn't appear on their type line. Notably, controlling two or more of
    them won't allow others to enter the battlefield untapped."."""
    d, land = _play("Sunken Hollow", "Canopy Vista", "Island")
    assert d.state.objects[land].tapped
    assert "Basic" not in d.chars(land).supertypes


@pytest.mark.ruling("MIC-OR-0299")
def test_effects_naming_a_basic_land_type_find_it() -> None:
    """Official ruling: "However, because these cards have basic land types, effects that
    specify a basic land type without also specifying that the land be basic can affect them.
    For example, a spell or ability that reads “Destroy target Forest” can target Canopy Vista,
    while one that reads “Destroy target basic Forest” cannot."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Polluted Delta")
    s.library(0, "Sunken Hollow", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Polluted Delta")
    d.resolve()
    d.expect("search")
    d.choose(d.find("Sunken Hollow", "library"))
    assert d.zone_of("Sunken Hollow") == "battlefield"


@pytest.mark.ruling("MIC-OR-0299")
def test_effects_naming_basic_lands_dont_find_it() -> None:
    """Official ruling: "However, because these cards have basic land types, effects that
    specify a basic land type without also specifying that the land be basic can affect them.
    For example, a spell or ability that reads “Destroy target Forest” can target Canopy Vista,
    while one that reads “Destroy target basic Forest” cannot."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Sunken Hollow", "Island", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Explosive Vegetation")
    d.resolve()
    d.expect("search")
    legal = set(d.game.legal_actions())
    assert Choose(d.find("Sunken Hollow", "library")) not in legal
    assert Choose(d.find("Island", "library")) in legal


@pytest.mark.ruling("MIC-OR-0300")
@pytest.mark.parametrize("before", [1, 2])
def test_basic_lands_entering_at_the_same_time_dont_count(before: int) -> None:
    """Official ruling: "If one of these lands enters the battlefield at the same time as any
    number of basic lands, those other lands are not counted when determining if this land
    enters the battlefield tapped or untapped."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.battlefield(1, *["Plains"] * before)
    s.hand(1, "Sunken Hollow", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    for name in ("Sunken Hollow", "Island", "Swamp"):
        d.choose(d.find(name, zone="hand"))
    land = d.find("Sunken Hollow", zone="battlefield", player=1)
    assert d.zone_of("Island") == d.zone_of("Swamp") == "battlefield"
    # the Island and the Swamp entering with it are not counted
    assert d.state.objects[land].tapped is (before < 2)
