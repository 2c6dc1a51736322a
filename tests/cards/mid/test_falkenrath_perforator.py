"""Falkenrath Perforator — {1}{R} Creature — Vampire 2/1.

Oracle: "Whenever Falkenrath Perforator attacks, it deals 1 damage to defending player."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Falkenrath Perforator")


def test_attacking_deals_one_damage_to_the_defending_player() -> None:
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Falkenrath Perforator")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Falkenrath Perforator")], defender=2)
    d.resolve()
    assert d.life(2) == 19 and d.life(1) == 20
    d.pass_until("postcombat_main")
    assert d.life(2) == 17
