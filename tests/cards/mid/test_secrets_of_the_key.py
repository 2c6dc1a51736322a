"""Secrets of the Key — {U} Instant.

Oracle: "Investigate. If this spell was cast from a graveyard, investigate twice instead. /
Flashback {3}{U}"
Rulings covered: MID-RN-037, MID-RN-039 (flashback).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Secrets of the Key")


def test_one_clue_from_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Secrets of the Key")
    d = Driver(s.build())
    d.cast(0, "Secrets of the Key")
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield")) == 1
    assert d.ids("Secrets of the Key", zone="graveyard")


@pytest.mark.ruling("MID-RN-037", "MID-RN-039", "MID-OR-0220", "MID-OR-0222")
def test_two_clues_with_flashback_then_exiled() -> None:
    """The flashback cost {3}{U} is paid instead of the mana cost; the spell's mana value is
    still 1 (its mana cost)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.graveyard(0, "Secrets of the Key")
    d = Driver(s.build())
    sid = d.cast(0, "Secrets of the Key", method="flashback")
    assert d.chars(sid).mana_value == 1
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield")) == 2
    assert d.ids("Secrets of the Key", zone="exile")


def test_a_copy_of_it_cast_with_flashback_wasnt_cast_from_a_graveyard() -> None:
    """CR 707.10: a copy of a spell isn't cast. Galvanic Iteration copies Secrets of the Key
    cast with flashback: the original investigates twice, the copy, cast from nowhere, once:
    three Clues."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration")
    s.graveyard(0, "Secrets of the Key")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Secrets of the Key", method="flashback")
    d.resolve()  # the copy trigger: the copy is put on the stack
    d.resolve()  # the copy
    assert len(d.ids("Clue", zone="battlefield")) == 1
    d.resolve()  # the original
    assert len(d.ids("Clue", zone="battlefield")) == 3
    assert d.zone_of("Secrets of the Key") == "exile"
