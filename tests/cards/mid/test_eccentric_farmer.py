"""Eccentric Farmer — {2}{G} Creature — Human Peasant 2/3.

Oracle: "When Eccentric Farmer enters the battlefield, mill three cards, then you may return
a land card from your graveyard to your hand."
Rulings covered: MID-RN-199.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Eccentric Farmer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Elvish Warrior", "Island")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-199", "MID-OR-0545")
def test_may_return_a_land_milled_by_the_ability() -> None:
    d = setup()
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_cards"
    plains = d.find("Plains", zone="graveyard")
    d.choose(plains)
    assert d.ids("Plains", zone="hand")
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")
    assert d.ids("Island", zone="library")


def test_returning_is_optional() -> None:
    d = setup()
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    d.choose(None)
    assert d.ids("Plains", zone="graveyard")
    assert not d.ids("Plains", zone="hand")
