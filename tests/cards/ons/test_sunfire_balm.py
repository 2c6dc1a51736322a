"""Sunfire Balm — {2}{W} Instant.

Oracle: "Prevent the next 4 damage that would be dealt to any target this turn. / Cycling
{1}{W} / When you cycle Sunfire Balm, you may prevent the next 1 damage that would be dealt to
any target this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Sunfire Balm")

def test_prevents_the_next_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Sunfire Balm", targets=[0])
    d.resolve()
    for _ in range(2):
        d.cast(0, d.ids("Shock", "hand")[0], targets=[0])
        d.resolve()
    assert d.life(0) == 20


def test_cycling_prevents_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Sunfire Balm", zone="hand"))
    d.choose(1)
    d.resolve()
    d.choose(True)
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 19


def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Sunfire Balm", ["Plains", "Plains"], [0])
