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


def test_a_face_down_elf_is_no_elf() -> None:
    """CR 708.2a: a face-down creature has no creature types, so a face-down Elf doesn't count;
    turned face up it does (CR 604.3: the characteristic-defining ability counts all the time)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage")
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    s.battlefield(0, "Forest")
    d = Driver(s.build())
    one = d.find("Heedless One")
    assert (d.chars(one).power, d.chars(one).toughness) == (2, 2)
    d.special(0, "turn_face_up", "Birchlore Rangers")
    d.pay()
    assert (d.chars(one).power, d.chars(one).toughness) == (3, 3)
