"""Syphon Soul — {2}{B} Sorcery.

Oracle: "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage
dealt this way."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Syphon Soul")


def test_drains_each_other_player() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (24, 18, 18)


def test_prevented_damage_gains_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1)) == (21, 19)


def test_two_headed_giant_the_teammate_is_dealt_damage_too() -> None:
    """CR 810.2, 102.3, 810.9a: "each other player" includes the teammate, who isn't an
    opponent. Six damage is dealt (2 to each of players 1, 2 and 3), so the caster gains 6;
    the shared life totals: own team 30 - 2 + 6 = 34, opposing team 30 - 4 = 26."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert [d.life(p) for p in range(4)] == [34, 34, 26, 26]


def test_damage_prevented_for_one_player_only_gains_the_rest() -> None:
    """CR 615, 120.3: only damage actually dealt is counted; Daru Healer prevents 1 of the 2
    damage to player 1 and player 2 still takes 2, so the caster gains 3."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (23, 19, 18)
