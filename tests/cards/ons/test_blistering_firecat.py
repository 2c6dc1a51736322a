"""Blistering Firecat — {1}{R}{R}{R} Creature — Elemental Cat 7/1.

Oracle: "Trample, haste / At the beginning of the end step, sacrifice Blistering Firecat. /
Morph {R}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blistering Firecat")


def test_attacks_at_once_then_is_sacrificed_at_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Blistering Firecat")
    d = Driver(s.build())
    d.cast(0, "Blistering Firecat")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Blistering Firecat")])
    d.pass_until("end")
    assert d.life(1) == 13
    assert d.ids("Blistering Firecat", zone="graveyard")


def test_sacrificed_in_an_opponents_end_step_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_until("end")
    assert d.ids("Blistering Firecat", zone="graveyard")


def test_face_down_it_stays() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat", face_down=True)
    d = Driver(s.build())
    d.pass_until("end")
    assert d.ids("Blistering Firecat", zone="battlefield")
