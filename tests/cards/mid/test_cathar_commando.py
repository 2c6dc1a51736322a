"""Cathar Commando — {1}{W} Creature — Human Soldier 3/1.

Oracle: "Flash / {1}, Sacrifice Cathar Commando: Destroy target artifact or enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cathar Commando")


def test_flash_in_on_the_opponents_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Cathar Commando")
    s.at("end", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Cathar Commando")
    d.resolve()
    assert d.ids("Cathar Commando", zone="battlefield")


def test_sacrifice_to_destroy_an_enchantment() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Cathar Commando")
    s.battlefield(1, "Bramble Armor")
    d = Driver(s.build())
    d.activate(0, "Cathar Commando", targets=[d.find("Bramble Armor")])
    assert d.ids("Cathar Commando", zone="graveyard")  # sacrificed as a cost
    d.resolve()
    assert d.ids("Bramble Armor", zone="graveyard")
