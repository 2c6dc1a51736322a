"""Bloodline Culling — {1}{B}{B} Instant.

Oracle: "Choose one — / • Target creature gets -5/-5 until end of turn. / • Creature tokens
get -2/-2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodline Culling")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Hobbling Zombie")
    s.hand(0, "Bloodline Culling")
    s.battlefield(1, "Krosan Tusker", "Elvish Warrior")
    return Driver(s.build())


def test_minus_five() -> None:
    d = setup()
    d.cast(0, "Bloodline Culling", modes=[0], targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="battlefield")


def test_tokens_shrink_nontokens_dont() -> None:
    d = setup()
    d.cast(0, "Bloodline Culling", modes=[1])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="battlefield")
    assert d.ids("Hobbling Zombie", zone="battlefield")
    assert d.chars(d.find("Elvish Warrior")).power == 2
