"""Renewed Faith — {2}{W} Instant.

Oracle: "You gain 6 life. / Cycling {1}{W} / When you cycle Renewed Faith, you may gain 2
life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Renewed Faith")

def test_gain_six() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    d = Driver(s.build())
    d.cast(0, "Renewed Faith")
    d.resolve()
    assert d.life(0) == 26


def test_cycling_may_gain_two_then_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    d.choose(True)
    assert d.life(0) == 22
    d.resolve()
    assert d.ids("Plains", zone="hand")


def test_cycling_trigger_may_be_declined() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    d.choose(False)
    assert d.life(0) == 20


def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Renewed Faith", ["Plains", "Plains"])
