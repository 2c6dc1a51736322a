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


def test_face_down_elves_dont_count_and_wellwisher_counts_itself() -> None:
    """CR 708.2a: a face-down creature is no Elf; the Elves are counted as the ability
    resolves (CR 608.2h), Wellwisher among them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher")
    s.battlefield(0, "Wirewood Herald", face_down=True)
    s.battlefield(1, "Wirewood Savage")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 22
