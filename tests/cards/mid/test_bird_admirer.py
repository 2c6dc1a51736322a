"""Bird Admirer // Wing Shredder — {2}{G} Creature — Human Archer Werewolf 1/4 // Creature —
Werewolf 3/5 (green).

Oracle: Front: "Reach / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Reach / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: none specific to the card (day/night rulings in tests/rules/test_day_night.py).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Bird Admirer")


def test_front_face_by_day_and_back_face_by_night() -> None:
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.battlefield(0, "Bird Admirer")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    oid = d.find("Bird Admirer")
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Bird Admirer", 1, 4)
    assert c.has("Reach") and c.has("Daybound")
    assert d.state.day_night == "day"
    d.pass_until("upkeep", turn=4)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Wing Shredder", 3, 5)
    assert c.has("Reach") and c.has("Nightbound")
    assert c.subtypes == frozenset({"Werewolf"})


def test_cast_at_night_it_enters_as_wing_shredder() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Bird Admirer")
    d = Driver(s.build())
    d.cast(0, "Bird Admirer")
    d.resolve()
    c = d.chars(d.find("Bird Admirer", zone="battlefield"))
    assert (c.name, c.power, c.toughness) == ("Wing Shredder", 3, 5)


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0493", "MID-OR-0494", "MID-OR-0495", "MID-OR-0496", "MID-OR-0497",
        "MID-OR-0498", "MID-OR-0499", "MID-OR-0500", "MID-OR-0501", "MID-OR-0502",
    )
    CARD, BACK = "Bird Admirer", "Wing Shredder"
