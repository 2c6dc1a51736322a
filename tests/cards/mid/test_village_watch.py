"""Village Watch // Village Reavers — {4}{R} Creature — Human Werewolf 4/3 //
Creature — Werewolf 5/4 (red).

Oracle: Front: "Haste / Daybound (If a player casts no spells during their own turn, it becomes
night next turn.)"
Back: "Wolves and Werewolves you control have haste. / Haste / Nightbound (If a player casts at
least two spells during their own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_checks import faces
from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Village Watch")

FRONT, BACK = faces("Village Watch")


def _can_attack(d: Driver) -> set[int]:
    return {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_cast_by_day_it_attacks_the_turn_it_arrives() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Village Watch")
    d = Driver(s.build())
    d.cast(0, "Village Watch")
    d.resolve()
    watch = d.find("Village Watch")
    assert d.chars(watch).name == FRONT and d.chars(watch).has("Haste")
    d.to_combat()
    d.attack([watch])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_the_reavers_give_haste_to_your_wolves_and_werewolves_only() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Village Watch", "Tavern Ruffian", transformed=True, sick=True)
    s.battlefield(0, "Snarling Wolf", "Glory Seeker", sick=True)
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    reavers, smasher = d.find("Village Watch"), d.find("Tavern Ruffian")
    wolf, seeker = d.find("Snarling Wolf"), d.find("Glory Seeker")
    assert d.chars(reavers).name == BACK
    assert d.chars(wolf).has("Haste") and d.chars(smasher).has("Haste")
    assert not d.chars(seeker).has("Haste")
    assert not d.chars(d.find("Bounding Wolf")).has("Haste")
    d.to_combat()
    assert _can_attack(d) == {reavers, smasher, wolf}
    d.attack([reavers, smasher, wolf])
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 5 - 6 - 1


def test_the_haste_ends_when_it_becomes_day() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Village Watch", transformed=True)
    s.battlefield(0, "Snarling Wolf", sick=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    assert d.chars(wolf).has("Haste")
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(d.find("Village Watch")).name == FRONT
    assert d.chars(d.find("Village Watch")).has("Haste")
    assert not d.chars(wolf).has("Haste")


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0472", "MID-OR-0473", "MID-OR-0474", "MID-OR-0475", "MID-OR-0476",
        "MID-OR-0477", "MID-OR-0478", "MID-OR-0479", "MID-OR-0480", "MID-OR-0481",
    )
    CARD, BACK = "Village Watch", "Village Reavers"
