"""Candlegrove Witch — {1}{W} Creature — Human Warlock 2/2.

Oracle: "Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, Candlegrove Witch gains flying until end of turn."
Rulings covered: MID-RN-029, MID-RN-030 (coven).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Candlegrove Witch")


def at_combat(*others: str, turn_player: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Candlegrove Witch", *others)
    s.at("precombat_main", active=turn_player)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    return d


@pytest.mark.ruling("MID-RN-029", "MID-OR-0043")
def test_gains_flying_with_coven() -> None:
    d = at_combat("Bounding Wolf", "Wall of Mulch")  # 2, 3, 0
    assert d.chars(d.find("Candlegrove Witch")).has("Flying")


@pytest.mark.ruling("MID-RN-030", "MID-OR-0044")
def test_no_flying_without_three_different_powers() -> None:
    d = at_combat("Glory Seeker", "Bounding Wolf")  # 2, 2, 3
    assert not d.chars(d.find("Candlegrove Witch")).has("Flying")


def test_only_on_your_turn() -> None:
    d = at_combat("Bounding Wolf", "Wall of Mulch", turn_player=1)
    assert not d.chars(d.find("Candlegrove Witch")).has("Flying")
