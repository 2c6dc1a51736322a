"""Unified Strike — {W} Instant.

Oracle: "Exile target attacking creature if its power is less than or equal to the number of
Soldiers on the battlefield."
Rulings covered: ONS-FAQ-102.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unified Strike")


def attack(soldiers: tuple[str, ...]) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Mountain", *soldiers)
    s.hand(0, "Unified Strike", "Shock")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    return d, w


def test_exiles_when_power_at_most_soldier_count() -> None:
    d, w = attack(("Glory Seeker", "Catapult Squad"))
    d.cast(0, "Unified Strike", targets=[w])
    d.resolve()
    assert d.find("Elvish Warrior", zone="exile")


@pytest.mark.ruling("ONS-FAQ-102")
def test_soldiers_counted_on_resolution() -> None:
    d, w = attack(("Glory Seeker", "Catapult Squad"))
    d.cast(0, "Unified Strike", targets=[w])
    d.cast(0, "Shock", targets=[d.find("Catapult Squad")])
    d.resolve()  # one Soldier dies before Unified Strike resolves
    d.resolve()
    assert d.find("Elvish Warrior", zone="battlefield") == w
    assert d.find("Unified Strike", zone="graveyard")
