"""Tavern Ruffian // Tavern Smasher — {3}{R} Creature — Human Warrior Werewolf 2/5 // Creature —
Werewolf 6/5 (red).

Oracle: Front: "Daybound (If a player casts no spells during their own turn, it becomes night
next turn.)"
Back: "Nightbound (If a player casts at least two spells during their own turn, it becomes day
next turn.)"
Rulings covered: MID-RN-106.
"""

from __future__ import annotations

import pytest

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Tavern Ruffian")


@pytest.mark.ruling("MID-RN-106")
def test_the_front_face_s_japanese_name_is_the_corrected_one() -> None:
    card = database().get("酒場のごろつき")
    assert card.name == "Tavern Ruffian // Tavern Smasher"
    assert card.front.name_ja == "酒場のごろつき"


def test_becomes_tavern_smasher_at_night_and_back_at_day() -> None:
    s = Scenario(seed=1)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.battlefield(0, "Tavern Ruffian")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    oid = d.find("Tavern Ruffian")
    assert (d.chars(oid).power, d.chars(oid).toughness) == (2, 5)
    d.pass_until("precombat_main", turn=5)  # turn 3: player 1 cast nothing → night at turn 4
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Tavern Smasher", 6, 5)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("upkeep", turn=6)
    assert d.state.day_night == "day"
    assert d.chars(oid).name == "Tavern Ruffian"


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0460", "MID-OR-0461", "MID-OR-0462", "MID-OR-0463", "MID-OR-0464",
        "MID-OR-0465", "MID-OR-0466", "MID-OR-0467", "MID-OR-0468", "MID-OR-0469",
    )
    CARD, BACK = "Tavern Ruffian", "Tavern Smasher"
