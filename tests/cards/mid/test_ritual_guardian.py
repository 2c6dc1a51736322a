"""Ritual Guardian — {2}{W} Creature — Human Soldier 3/2.

Oracle: "Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, Ritual Guardian gains lifelink until end of turn."
Rulings covered: MID-RN-029, MID-RN-030 (coven).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ritual Guardian")


def at_combat(*others: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Ritual Guardian", *others)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    return d


@pytest.mark.ruling("MID-RN-029", "MID-OR-0104")
def test_coven_gives_lifelink_and_attack_gains_life() -> None:
    d = at_combat("Glory Seeker", "Festering Goblin")  # powers 3, 2, 1
    guardian = d.find("Ritual Guardian")
    assert d.chars(guardian).has("Lifelink")
    d.pass_priority()
    d.pass_priority()
    d.attack([guardian])
    d.pass_until("postcombat_main")
    assert d.life(0) == 23 and d.life(1) == 17


@pytest.mark.ruling("MID-RN-030", "MID-OR-0105")
def test_equal_powers_no_lifelink() -> None:
    d = at_combat("Glory Seeker", "Elvish Warrior")  # powers 3, 2, 2
    assert not d.chars(d.find("Ritual Guardian")).has("Lifelink")


def test_coven_checked_again_as_it_resolves() -> None:
    """CR 603.4: an intervening "if" is checked again on resolution. Coven held as combat
    began, but the opponent's Shock kills Festering Goblin in response: two different powers
    remain, and the Guardian doesn't gain lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ritual Guardian", "Glory Seeker", "Festering Goblin")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    while not d.state.stack:  # to the beginning of combat: the ability triggers
        d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()  # Shock; Festering Goblin dies and its ability triggers
    d.take_first("target")
    d.resolve_all()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert not d.chars(d.find("Ritual Guardian")).has("Lifelink")


def test_no_trigger_at_the_beginning_of_an_opponents_combat() -> None:
    """CR 603.2: "at the beginning of combat on your turn" doesn't trigger as the opponent's
    combat begins, though coven holds then."""
    s = Scenario(seed=1)
    s.battlefield(1, "Ritual Guardian", "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    assert not d.state.stack
    assert not d.chars(d.find("Ritual Guardian")).has("Lifelink")


def test_lifelink_stays_for_the_turn_once_gained() -> None:
    """CR 611.2a: the lifelink gained lasts until end of turn even after coven stops holding
    (Festering Goblin shocked after the ability resolved); its combat damage still gains
    life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ritual Guardian", "Glory Seeker", "Festering Goblin")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    guardian = d.find("Ritual Guardian")
    assert d.chars(guardian).has("Lifelink")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(d.find("Glory Seeker"))  # Festering Goblin's -1/-1
    d.resolve_all()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.chars(guardian).has("Lifelink")
    while d.decision.kind != "declare_attackers":
        d.pass_priority()
    d.attack([guardian])
    d.pass_until("postcombat_main")
    assert d.life(0) == 23 and d.life(1) == 17


def test_an_opponents_creatures_dont_count_for_coven() -> None:
    """Coven, an ability word (CR 207.2c), counts "creatures you control": with the Guardian (3) and Glory
    Seeker (2) under player 0's control, player 1's Festering Goblin (1) doesn't make a third
    power, so no lifelink."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ritual Guardian", "Glory Seeker")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    assert not d.state.stack
    assert not d.chars(d.find("Ritual Guardian")).has("Lifelink")


def test_lifelink_ends_at_end_of_turn() -> None:
    """CR 514.2: "until end of turn": the lifelink is gone by the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ritual Guardian", "Glory Seeker", "Festering Goblin")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    guardian = d.find("Ritual Guardian")
    assert d.chars(guardian).has("Lifelink")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(guardian).has("Lifelink")
