"""Heedless One — {3}{G} Creature — Elf Avatar */*.

Oracle: "Trample / Heedless One's power and toughness are each equal to the number of Elves on
the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Heedless One")


def test_counts_every_elf_on_the_battlefield_including_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    c = d.chars(d.find("Heedless One"))
    assert (c.power, c.toughness) == (3, 3)
    assert c.has("Trample")


def test_shrinks_when_an_elf_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Savage")])
    d.resolve()
    c = d.chars(d.find("Heedless One"))
    assert (c.power, c.toughness) == (1, 1)
