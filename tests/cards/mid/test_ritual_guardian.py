"""Ritual Guardian — {2}{W} Creature — Human Soldier 3/2.

Oracle: "Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, Ritual Guardian gains lifelink until end of turn."
Rulings covered: MID-RN-029, MID-RN-030 (coven).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ritual Guardian")


def at_combat(*others: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Ritual Guardian", *others)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    return d


@pytest.mark.ruling("MID-RN-029", "MID-OR-0104")
def test_coven_gives_lifelink_and_attack_gains_life() -> None:
    d = at_combat("Glory Seeker", "Festering Goblin")  # powers 3, 2, 1
    guardian = d.find("Ritual Guardian")
    assert d.chars(guardian).has("Lifelink")
    d.pass_priority()
    d.pass_priority()
    d.attack([guardian])
    d.pass_until("postcombat_main")
    assert d.life(0) == 23 and d.life(1) == 17


@pytest.mark.ruling("MID-RN-030", "MID-OR-0105")
def test_equal_powers_no_lifelink() -> None:
    d = at_combat("Glory Seeker", "Elvish Warrior")  # powers 3, 2, 2
    assert not d.chars(d.find("Ritual Guardian")).has("Lifelink")
