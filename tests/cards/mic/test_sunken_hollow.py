"""Sunken Hollow — Land — Island Swamp.

Oracle: "({T}: Add {U} or {B}.) / Sunken Hollow enters the battlefield tapped unless you control two
or more basic lands."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from tests.cards.mic import battle_land_checks as checks

CARD = "Sunken Hollow"
pytestmark = pytest.mark.card("Sunken Hollow")


def test_enters_untapped_with_two_basic_lands() -> None:
    checks.check_enters_untapped_with_two_basic_lands(CARD)


def test_enters_tapped_with_one_basic_land() -> None:
    checks.check_enters_tapped_with_one_basic_land(CARD)


def test_opponents_basic_lands_dont_count() -> None:
    checks.check_opponents_basic_lands_dont_count(CARD)


def test_taps_for_either_colour_from_its_land_types() -> None:
    checks.check_taps_for_either_colour_from_its_land_types(CARD, ("Island", "Swamp"), ("U", "B"))


@pytest.mark.ruling("MIC-OR-0298")
def test_lands_with_basic_land_types_are_not_basic() -> None:
    """Official ruling: "Even though these lands have basic land types, they are not basic
    lands because “basic” doesn't appear on their type line. Notably, controlling two or more of
    them won't allow others to enter the battlefield untapped."."""
    checks.check_lands_with_basic_land_types_are_not_basic(CARD, "Canopy Vista", "Island")


@pytest.mark.ruling("MIC-OR-0299")
def test_effects_naming_a_basic_land_type_find_it() -> None:
    """Official ruling: "However, because these cards have basic land types, effects that
    specify a basic land type without also specifying that the land be basic can affect them.
    For example, a spell or ability that reads “Destroy target Forest” can target Canopy Vista,
    while one that reads “Destroy target basic Forest” cannot."."""
    checks.check_effects_naming_a_basic_land_type_find_it(CARD, "Polluted Delta")


@pytest.mark.ruling("MIC-OR-0299")
def test_effects_naming_basic_lands_dont_find_it() -> None:
    """Official ruling: "However, because these cards have basic land types, effects that
    specify a basic land type without also specifying that the land be basic can affect them.
    For example, a spell or ability that reads “Destroy target Forest” can target Canopy Vista,
    while one that reads “Destroy target basic Forest” cannot."."""
    checks.check_effects_naming_basic_lands_dont_find_it(CARD, "Island")


@pytest.mark.ruling("MIC-OR-0300")
@pytest.mark.parametrize("before", [1, 2])
def test_basic_lands_entering_at_the_same_time_dont_count(before: int) -> None:
    """Official ruling: "If one of these lands enters the battlefield at the same time as any
    number of basic lands, those other lands are not counted when determining if this land
    enters the battlefield tapped or untapped."."""
    checks.check_basic_lands_entering_at_the_same_time_dont_count(CARD, before)


def test_fetched_it_checks_the_basic_lands_too() -> None:
    checks.check_fetched_it_checks_the_basic_lands_too(CARD, "Polluted Delta")


def test_a_phased_out_basic_land_doesn_t_count() -> None:
    checks.check_a_phased_out_basic_land_doesn_t_count(CARD)


def test_a_basic_land_you_control_but_don_t_own_counts() -> None:
    checks.check_a_basic_land_you_control_but_don_t_own_counts(CARD)
