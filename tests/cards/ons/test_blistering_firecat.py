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


def test_turned_face_up_during_the_end_step_it_lasts_until_the_next_end_step() -> None:
    """CR 513.1a, 603.2: "at the beginning of the end step" triggers only as the step
    begins; face down then, it had no ability (CR 708.2). Turned face up during that end
    step, it stays until the beginning of the next end step, the opponent's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat", face_down=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.special(0, "turn_face_up", "Blistering Firecat")
    d.pay()
    assert not d.state.stack
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Blistering Firecat") == "battlefield"
    d.pass_until("end", turn=4)  # its trigger resolves on the way
    assert d.zone_of("Blistering Firecat") == "graveyard"
