"""Starlit Sanctum — Land.

Oracle: "{T}: Add {C}. / {W}, {T}, Sacrifice a Cleric creature: You gain life equal to the
sacrificed creature's toughness. / {B}, {T}, Sacrifice a Cleric creature: Target player loses
life equal to the sacrificed creature's power."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Starlit Sanctum")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Plains", "Swamp", "Daru Healer")
    return Driver(s.build())


def test_white_ability_gains_the_clerics_toughness() -> None:
    d = setup()
    d.activate(0, "Starlit Sanctum", index=1, choices=[d.find("Daru Healer")])
    assert d.ids("Daru Healer", zone="graveyard")
    d.resolve()
    assert d.life(0) == 22


def test_black_ability_drains_the_clerics_power() -> None:
    d = setup()
    d.activate(0, "Starlit Sanctum", index=2, targets=[1], choices=[d.find("Daru Healer")])
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 20


def test_only_a_cleric_may_be_sacrificed_and_its_last_toughness_counts() -> None:
    """CR 602.2b, 608.2h: only the Cleric (not Glory Seeker) can pay the sacrifice cost, and
    the life gained is the sacrificed Daru Healer's toughness as it last existed on the
    battlefield, its two +1/+1 counters included: 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Plains", "Glory Seeker")
    s.battlefield(0, "Daru Healer", counters={"+1/+1": 2})
    d = Driver(s.build())
    d.act(0, ActivateAbility(d.find("Starlit Sanctum"), 1))
    d.mana(0, "Plains")
    assert d.decision.kind == "cost_sacrifice"
    assert {a.value for a in d.decision.actions} == {d.find("Daru Healer")}
    d.choose(d.find("Daru Healer"))
    d.resolve()
    assert d.life(0) == 24


def test_black_ability_uses_the_sacrificed_clerics_last_power() -> None:
    """CR 608.2h: Daru Healer (1/2) with two +1/+1 counters had power 3 as it was
    sacrificed, so the target player loses 3 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Swamp")
    s.battlefield(0, "Daru Healer", counters={"+1/+1": 2})
    d = Driver(s.build())
    d.activate(0, "Starlit Sanctum", index=2, targets=[1], choices=[d.find("Daru Healer")])
    d.resolve()
    assert d.life(1) == 17 and d.life(0) == 20
