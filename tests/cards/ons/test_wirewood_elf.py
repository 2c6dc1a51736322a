"""Wirewood Elf — {1}{G} Creature — Elf Druid 1/2.

Oracle: "{T}: Add {G}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Elf")


def test_taps_for_green() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf")
    d = Driver(s.build())
    d.mana(0, "Wirewood Elf")
    assert d.state.players[0].mana_pool.get("G") == 1


def test_summoning_sick_it_cant_tap_for_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf", sick=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]
