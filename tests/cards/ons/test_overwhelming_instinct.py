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


def test_in_two_headed_giant_a_teammates_attackers_dont_count() -> None:
    """CR 805.10a, 508.1: the active team attacks together, but "you attack with three or more
    creatures" counts the creatures you attack with: two of yours and one of your teammate's
    don't draw a card."""
    from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Overwhelming Instinct", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    for a in d.ids("Glory Seeker") + d.ids("Elvish Warrior"):
        d.act(0, DeclareAttacker(a, 2))
    d.act(0, FinishDeclaration())
    assert not d.state.stack
    assert len(d.state.players[0].hand) == 0
