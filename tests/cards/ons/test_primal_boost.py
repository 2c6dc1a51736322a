"""Primal Boost — {2}{G} Instant.

Oracle: "Target creature gets +4/+4 until end of turn. / Cycling {2}{G} / When you cycle Primal
Boost, you may have target creature get +1/+1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Primal Boost")

def test_plus_four_and_cycling_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Primal Boost", "Primal Boost")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    first, second = d.ids("Primal Boost", "hand")
    d.cast(0, first, targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (6, 6)
    d.activate(0, second)
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (7, 7)


@pytest.mark.ruling("ONS-OR-0184")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Primal Boost", ["Forest", "Forest", "Forest"])
