"""Swat — {1}{B}{B} Instant.

Oracle: "Destroy target creature with power 2 or less. / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Swat")

def test_only_power_two_or_less() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Swat")
    s.battlefield(1, "Glory Seeker", "Barkhide Mauler")
    d = Driver(s.build())
    d.cast(0, "Swat", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0125")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Swat", ["Swamp", "Swamp"])
