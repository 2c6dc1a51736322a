"""Bounding Wolf — {2}{G} Creature — Wolf 3/2.

Oracle: "Flash / Reach"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bounding Wolf")


def test_flash_in_and_block_a_flyer() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Bounding Wolf")
    d = Driver(s.build())
    d.to_combat()
    raider = d.find("Goblin Sky Raider")
    d.attack([raider])
    d.pass_priority()
    d.cast(1, "Bounding Wolf")  # during the declare attackers step
    d.resolve()
    d.pass_priority()
    d.pass_priority()
    wolf = d.find("Bounding Wolf")
    assert DeclareBlocker(wolf, raider) in d.game.legal_actions()
    d.block({wolf: raider})
    d.pass_until("end")
    assert d.ids("Goblin Sky Raider", zone="graveyard")


def test_flashed_in_at_the_opponents_end_step_it_can_attack_on_your_turn() -> None:
    """CR 302.6: cast with flash in the opponent's end step, the Wolf has been under its
    controller's control continuously since their most recent turn began when they attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Bounding Wolf")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2, priority=0)
    d = Driver(s.build())
    d.cast(0, "Bounding Wolf")
    d.resolve()
    wolf = d.find("Bounding Wolf", zone="battlefield")
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack([wolf])
    d.pass_until("postcombat_main", turn=3)
    assert d.life(1) == 17
