"""Misery Charm — {B} Instant.

Oracle: "Choose one — / • Destroy target Cleric. / • Return target Cleric card from your
graveyard to your hand. / • Target player loses 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Misery Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.graveyard(0, "Headhunter", "Glory Seeker")
    s.battlefield(1, "Daru Healer", "Elvish Warrior")
    return Driver(s.build())


def test_destroys_a_cleric_only() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[0], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Elvish Warrior") not in legal
    d.choose(d.find("Daru Healer"))
    d.pay()
    d.resolve()
    assert d.ids("Daru Healer", zone="graveyard")


def test_returns_a_cleric_card() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[1], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker", zone="graveyard") not in legal
    d.choose(d.find("Headhunter", zone="graveyard"))
    d.pay()
    d.resolve()
    assert d.ids("Headhunter", zone="hand")


def test_player_loses_two() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[2], targets=[1])
    d.resolve()
    assert d.life(1) == 18
