"""Mage's Guile — {1}{U} Instant.

Oracle: "Target creature gains shroud until end of turn. (It can't be the target of spells or
abilities.) / Cycling {U} ({U}, Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Mage's Guile")


def test_response_to_removal_makes_it_fizzle() -> None:
    """CR 702.18b / 608.2b: shroud granted in response makes the Shock's target illegal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Mage's Guile")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Mage's Guile", targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(seeker).has("Shroud")


def test_cycling() -> None:
    """CR 702.29a: {U}, discard it: draw a card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Mage's Guile")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Mage's Guile")
    d.resolve()
    assert d.zone_of("Mage's Guile") == "graveyard"
    assert d.zone_of("Plains") == "hand"


@pytest.mark.ruling("ONS-OR-0077")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Mage's Guile", ["Island"])
