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
