"""Mask of Griselbrand — {1}{B}{B} Legendary Artifact — Equipment.

Oracle: "Equipped creature has flying and lifelink. / Whenever equipped creature dies, you may
pay X life, where X is its power. If you do, draw X cards. / Equip {3}"
Rulings covered: MID-RN-095, MID-RN-096.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mask of Griselbrand")


def setup(life: int = 20) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain",
                  "Mask of Griselbrand")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.hand(0, "Shock", "Smother")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    s.life(0, life)
    return Driver(s.build())


def equip(d: Driver) -> int:
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mask of Griselbrand", targets=[seeker])
    d.resolve()
    return seeker


@pytest.mark.ruling("MID-RN-095", "MID-RN-096", "MID-OR-0330", "MID-OR-0331")
def test_pay_its_last_power_in_life_to_draw_that_many() -> None:
    d = setup()
    seeker = equip(d)
    assert d.chars(seeker).has("Flying") and d.chars(seeker).has("Lifelink")
    d.cast(0, "Smother", targets=[seeker])  # a 4/4
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 16
    assert len(d.state.players[0].hand) == 5


def test_may_decline() -> None:
    d = setup()
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    d.choose(False)
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MID-RN-096", "MID-OR-0331")
def test_not_offered_with_too_little_life() -> None:
    d = setup(life=3)
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and d.life(0) == 3
