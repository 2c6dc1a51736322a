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
from tests.reference_cards import CACKLING_COUNTERPART

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


def test_the_reavers_have_no_haste_of_their_own_once_not_a_werewolf() -> None:
    """The back face has haste only through its own ability, as a Werewolf you control: made a
    Goblin by Imagecrafter (CR 205.1a), it has no haste and can't attack the turn it came
    under its controller's control (CR 302.6); the front face's haste is printed and stays."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Village Watch", transformed=True, sick=True)
    s.battlefield(1, "Imagecrafter")
    d = Driver(s.build())
    reavers = d.find("Village Watch")
    assert d.chars(reavers).has("Haste")
    d.pass_priority()
    d.activate(1, "Imagecrafter", targets=[reavers])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(reavers).name == BACK
    assert d.chars(reavers).subtypes == frozenset({"Goblin"})
    assert not d.chars(reavers).has("Haste")
    d.pass_until("beginning_of_combat")
    assert d.decision.kind == "priority"
    d.pass_priority()
    d.pass_priority()
    assert reavers not in _can_attack(d)


def test_the_watch_keeps_its_printed_haste_whatever_its_type() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Village Watch", sick=True)
    s.battlefield(1, "Imagecrafter")
    d = Driver(s.build())
    watch = d.find("Village Watch")
    d.pass_priority()
    d.activate(1, "Imagecrafter", targets=[watch])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(watch).name == FRONT and d.chars(watch).has("Haste")
    d.to_combat()
    assert watch in _can_attack(d)


def test_a_token_copy_of_the_reavers_is_double_faced_and_turns_with_the_day() -> None:
    """A token copy of a transformed double-faced permanent is a double-faced token that
    enters back face up (CR 707.8a): Village Reavers; when it becomes day, it transforms
    with the card (CR 702.145c), both Village Watch."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Village Watch", transformed=True)
    s.battlefield(0, "Island", "Island", "Island", "Mountain")
    s.hand(0, "Cackling Counterpart", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    reavers = d.find("Village Watch")
    d.cast(0, "Cackling Counterpart", targets=[reavers])
    d.resolve()
    (token,) = [o for o in d.ids("Village Watch", zone="battlefield") if o != reavers]
    assert d.state.objects[token].is_token and d.chars(token).name == BACK
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(token).name == FRONT and d.chars(reavers).name == FRONT
