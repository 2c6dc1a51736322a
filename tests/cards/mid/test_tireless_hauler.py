"""Tireless Hauler // Dire-Strain Brawler — {4}{G} Creature — Human Werewolf 4/5 // Creature —
Werewolf 6/6 (green).

Oracle: Front: "Vigilance / Daybound (If a player casts no spells during their own turn, it
becomes night next turn.)"
Back: "Vigilance / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Tireless Hauler")


@pytest.mark.parametrize(("transformed", "name", "damage"),
                         [(False, "Tireless Hauler", 4), (True, "Dire-Strain Brawler", 6)])
def test_attacks_without_tapping_on_either_face(transformed: bool, name: str,
                                                damage: int) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tireless Hauler", transformed=transformed)
    d = Driver(s.build())
    oid = d.find(name)
    assert d.chars(oid).name == name
    d.to_combat()
    d.attack([oid])
    assert not d.state.objects[oid].tapped
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - damage


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0609", "MID-OR-0610", "MID-OR-0611", "MID-OR-0612", "MID-OR-0613",
        "MID-OR-0614", "MID-OR-0615", "MID-OR-0616", "MID-OR-0617", "MID-OR-0618",
    )
    CARD, BACK = "Tireless Hauler", "Dire-Strain Brawler"
