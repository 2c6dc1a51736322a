"""Elvish Vanguard — {1}{G} Creature — Elf Warrior 1/1.

Oracle: "Whenever another Elf enters the battlefield, put a +1/+1 counter on Elvish Vanguard."
Rulings covered: ONS-FAQ-082.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Vanguard")


def test_another_elf_entering_adds_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    d.resolve()
    d.resolve()  # the trigger
    vanguard = d.find("Elvish Vanguard")
    assert d.state.objects[vanguard].counters.get("+1/+1") == 1
    assert d.chars(vanguard).power == 2


def test_non_elf_does_not_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Elvish Vanguard")).power == 1


@pytest.mark.ruling("ONS-FAQ-082", "ONS-OR-0174")
def test_entering_together_with_another_elf_triggers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Vanguard", "Wellwisher")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Elf", player=0)
    d.choose("Goblin", player=1)
    assert d.find("Wellwisher", zone="battlefield")
    d.resolve()  # Vanguard's trigger for Wellwisher
    assert d.chars(d.find("Elvish Vanguard")).power == 2
