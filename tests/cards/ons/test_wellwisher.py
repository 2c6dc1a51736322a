"""Wellwisher — {1}{G} Creature — Elf 1/1.

Oracle: "{T}: You gain 1 life for each Elf on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wellwisher")

def test_gain_one_per_elf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Elvish Warrior", "Glory Seeker")
    s.battlefield(1, "Wirewood Savage")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 23
