"""Loyal Gryff — {2}{W} Creature — Hippogriff 2/2.

Oracle: "Flash / Flying / When Loyal Gryff enters the battlefield, you may return another
creature you control to its owner's hand."
Rulings covered: MID-RN-166.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Loyal Gryff")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Wellwisher")
    s.hand(0, "Loyal Gryff")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-166", "MID-OR-0089")
def test_choose_the_creature_as_it_resolves() -> None:
    d = setup()
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_cards"
    assert d.find("Loyal Gryff", "battlefield") not in opts(d)
    d.choose(d.find("Wellwisher"))
    assert d.ids("Wellwisher", zone="hand")
    assert d.ids("Glory Seeker", zone="battlefield")


@pytest.mark.ruling("MID-RN-166", "MID-OR-0089")
def test_may_return_nothing() -> None:
    d = setup()
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    d.choose(None)
    assert d.ids("Wellwisher", zone="battlefield") and d.ids("Glory Seeker", zone="battlefield")
