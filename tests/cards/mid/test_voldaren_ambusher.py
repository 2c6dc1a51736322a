"""Voldaren Ambusher — {2}{R} Creature — Vampire Archer 2/2.

Oracle: "When Voldaren Ambusher enters the battlefield, if an opponent lost life this turn, it
deals X damage to up to one target creature or planeswalker, where X is the number of Vampires
you control."
Rulings covered: MID-RN-248, MID-RN-249.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Voldaren Ambusher")


def setup(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", *mine)
    s.hand(0, "Voldaren Ambusher", "Shock")
    s.battlefield(1, "Krosan Tusker")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-248", "MID-OR-0482")
def test_counts_vampires_after_an_opponent_lost_life() -> None:
    d = setup("Arrogant Outlaw")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.choose(tusker)  # the trigger's target
    d.resolve()
    assert d.state.objects[tusker].damage == 2  # Arrogant Outlaw and Voldaren Ambusher


def test_no_trigger_when_no_opponent_lost_life() -> None:
    d = setup("Arrogant Outlaw")
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.state.objects[d.find("Krosan Tusker")].damage == 0


@pytest.mark.ruling("MID-RN-249", "MID-OR-0483")
def test_vampires_are_counted_as_it_resolves() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.choose(tusker)
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[tusker].damage == 1  # only the Ambusher itself


@pytest.mark.ruling("MID-RN-248", "MID-OR-0482")
def test_counts_vampires_even_if_the_opponent_gained_more_life_than_they_lost() -> None:
    """Shock costs the opponent 2 life and Wellwisher gains them 3 in response: their life
    total went up this turn, yet they lost life, so the Ambusher deals its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Arrogant Outlaw")
    s.hand(0, "Voldaren Ambusher", "Shock")
    s.battlefield(1, "Krosan Tusker", "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.choose(tusker)
    d.resolve()
    assert d.state.objects[tusker].damage == 2


@pytest.mark.ruling("MID-OR-0483")
def test_no_vampire_left_as_it_resolves_deals_no_damage() -> None:
    """The Ambusher, the only Vampire, is Shocked in response to its trigger: X is 0 as the
    ability resolves (CR 608.2h) and the Tusker is dealt no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Voldaren Ambusher", "Shock", "Shock")
    s.battlefield(1, "Krosan Tusker")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", "hand")[0], targets=[1])
    d.resolve()
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.choose(tusker)
    ambusher = d.find("Voldaren Ambusher", "battlefield")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[ambusher])
    d.resolve()  # Shock
    assert d.zone_of("Voldaren Ambusher") == "graveyard" and len(d.state.stack) == 1
    d.resolve()  # the trigger
    assert not d.state.stack
    assert d.state.objects[tusker].damage == 0


def test_up_to_one_with_no_target_it_resolves_doing_nothing() -> None:
    """CR 115.1, 601.2c: "up to one target" may be zero targets; the ability is still put on
    the stack and resolves without dealing damage."""
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.expect("target")
    d.choose(None)
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Krosan Tusker")].damage == 0
    assert d.life(1) == 18


def test_only_its_controller_losing_life_doesnt_count() -> None:
    """CR 603.4: "an opponent lost life": player 0 losing 2 life to its own Shock doesn't
    satisfy the condition, so the ability doesn't trigger."""
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"


def test_in_multiplayer_any_opponent_losing_life_counts() -> None:
    """CR 102.2: in a three-player game, player 2 losing life is enough; the damage may go to
    player 1's creature."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Voldaren Ambusher", "Shock")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Voldaren Ambusher")
    d.resolve()
    d.choose(tusker)
    d.resolve()
    assert d.state.objects[tusker].damage == 1


def test_changed_on_the_stack_it_counts_elves() -> None:
    """CR 612.2, 400.7a: Voldaren Ambusher changed from Vampire to Elf as a spell is an
    Elf Archer on the battlefield, and its X counts the Elves its controller controls (itself
    and Wellwisher), not Arrogant Outlaw, a Vampire."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Island", "Arrogant Outlaw", "Wellwisher",
                  "Elvish Warrior")
    s.hand(0, "Voldaren Ambusher", "Shock", "Artificial Evolution")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    spell = d.cast(0, "Voldaren Ambusher")
    evolve(d, spell, "Vampire", "Elf")
    d.resolve()
    assert d.chars(d.find("Voldaren Ambusher", "battlefield")).subtypes == {"Elf", "Archer"}
    tusker = d.find("Krosan Tusker")
    d.choose(tusker)
    d.resolve()
    assert d.state.objects[tusker].damage == 3
