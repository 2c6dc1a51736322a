"""Nebelgast Intruder — {2}{U} Creature — Spirit 2/1.

Oracle: "Flash / Flying / When Nebelgast Intruder enters the battlefield, up to one target
creature an opponent controls gets -2/-0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nebelgast Intruder")


def test_flashed_in_during_combat_shrinks_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Nebelgast Intruder")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()  # active player passes in declare attackers; the opponent may flash
    d.cast(1, "Nebelgast Intruder")
    d.resolve()
    d.choose(tusker)
    d.resolve()
    assert d.chars(tusker).power == 4
    assert d.chars(d.find("Nebelgast Intruder")).has("Flying")
    d.pass_until("end")
    d.pass_until("upkeep", turn=4)
    assert d.chars(tusker).power == 6


def test_up_to_one_target_may_be_none() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Nebelgast Intruder")
    d = Driver(s.build())
    d.cast(0, "Nebelgast Intruder")
    d.resolve()
    # Only creatures an opponent controls can be chosen: none here, so no target.
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.ids("Nebelgast Intruder", zone="battlefield")
