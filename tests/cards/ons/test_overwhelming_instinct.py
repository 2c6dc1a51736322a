"""Overwhelming Instinct — {2}{G} Enchantment.

Oracle: "Whenever you attack with three or more creatures, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Overwhelming Instinct")


def attack_with(n: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Overwhelming Instinct", "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker")[:n])
    return d


def test_three_attackers_draw_a_card() -> None:
    d = attack_with(3)
    assert d.state.stack
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_two_attackers_do_not() -> None:
    d = attack_with(2)
    assert not d.state.stack
