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
