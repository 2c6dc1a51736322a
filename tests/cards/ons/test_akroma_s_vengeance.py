"""Akroma's Vengeance — {4}{W}{W} Sorcery.

Oracle: "Destroy all artifacts, creatures, and enchantments. / Cycling {3} ({3}, Discard this
card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Akroma's Vengeance")


def test_destroys_artifacts_creatures_and_enchantments_but_not_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker", "Mobilization")
    s.hand(0, "Akroma's Vengeance")
    s.battlefield(1, "Elvish Warrior", "Cryptic Gateway", "Forest")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    for name in ("Glory Seeker", "Mobilization", "Elvish Warrior", "Cryptic Gateway"):
        assert d.zone_of(name) == "graveyard", name
    assert d.zone_of("Forest") == "battlefield"
    assert len(d.ids("Plains", zone="battlefield")) == 6


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Akroma's Vengeance")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Akroma's Vengeance") == "graveyard"
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0002")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Akroma's Vengeance", ["Plains", "Plains", "Plains"])
