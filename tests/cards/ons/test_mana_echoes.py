"""Mana Echoes — {2}{R}{R} Enchantment.

Oracle: "Whenever a creature enters the battlefield, you may add an amount of {C} equal to
the number of creatures you control that share a creature type with it."
Rulings covered: ONS-FAQ-182 (all or nothing, the creature itself counts), ONS-FAQ-183 (no
creature types: no mana).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mana Echoes")


@pytest.mark.ruling("ONS-FAQ-182")
def test_adds_one_per_creature_sharing_a_type() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Plains", "Plains", "Daru Cavalier", "Goblin Sky Raider")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    # Glory Seeker (Human Soldier) and Daru Cavalier (Human Soldier): two.
    assert d.state.players[0].mana_pool.get("C") == 2


@pytest.mark.ruling("ONS-FAQ-183")
def test_face_down_creature_has_no_types() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mana Echoes", "Island", "Island", "Island", "Daru Cavalier")
    s.hand(0, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Daru Healer", method="face_down")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.players[0].mana_pool.get("C")
