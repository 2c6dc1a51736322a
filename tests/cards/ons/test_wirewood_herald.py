"""Wirewood Herald — {1}{G} Creature — Elf 1/1.

Oracle: "When Wirewood Herald dies, you may search your library for an Elf card, reveal that
card, put it into your hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Herald")


def test_dying_finds_an_elf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Herald", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Herald")])
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    warrior = d.find("Elvish Warrior", zone="library")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {warrior, None}
    d.choose(warrior)
    assert d.ids("Elvish Warrior", zone="hand")
