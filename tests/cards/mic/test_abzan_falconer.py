"""Abzan Falconer — {2}{W} Creature — Human Soldier 2/3.

Oracle: "Outlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a
sorcery.) / Each creature you control with a +1/+1 counter on it has flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Abzan Falconer")


def _can_activate(d: Driver, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == oid
               for a in d.game.legal_actions())


@pytest.mark.ruling("MIC-OR-0104")
def test_outlast_puts_a_counter_and_it_then_flies() -> None:
    """Official ruling: "Several creatures with outlast also grant an ability to creatures you
    control with +1/+1 counters on them, including themselves. These counters could come from
    an outlast ability, but any +1/+1 counter on the creature will count."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains")
    d = Driver(s.build())
    falconer = d.find("Abzan Falconer")
    assert not d.chars(falconer).has("Flying")
    d.activate(0, falconer)
    d.resolve()
    assert d.state.objects[falconer].tapped
    assert d.state.objects[falconer].counters.get("+1/+1") == 1
    c = d.chars(falconer)
    assert (c.power, c.toughness) == (3, 4)
    assert c.has("Flying")


@pytest.mark.ruling("MIC-OR-0104")
def test_any_plus_one_counter_counts_only_on_your_creatures() -> None:
    """Official ruling: "... These counters could come from an outlast ability, but any +1/+1
    counter on the creature will count."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Gluttonous Zombie", counters={"+1/+1": 2})
    d = Driver(s.build())
    assert d.chars(d.find("Glory Seeker")).has("Flying")
    assert not d.chars(d.find("Elvish Warrior")).has("Flying")
    assert not d.chars(d.find("Gluttonous Zombie")).has("Flying")
    assert not d.chars(d.find("Abzan Falconer")).has("Flying")


@pytest.mark.ruling("MIC-OR-0103")
def test_outlast_needs_the_creature_since_your_turn_began() -> None:
    """Official ruling: "The cost to activate a creature's outlast ability includes the tap
    symbol ({T}). A creature's outlast ability can't be activated unless that creature has been
    under your control continuously since the beginning of your turn."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", sick=True)
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    assert not _can_activate(d, d.find("Abzan Falconer"))


def test_outlast_only_as_a_sorcery() -> None:
    """CR 702.107a: outlast only as a sorcery — not in an opponent's turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()  # the active player passes: player 0 has priority in their turn
    assert d.decision.player == 0
    assert not _can_activate(d, d.find("Abzan Falconer"))


def test_outlast_not_in_beginning_of_combat_of_your_turn() -> None:
    """CR 702.107a, 307.1: "activate only as a sorcery" means the main phase of your turn with
    an empty stack; at the beginning of combat of your own turn outlast can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", "Plains")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    falconer = d.find("Abzan Falconer")
    assert _can_activate(d, falconer)
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    assert d.decision.player == 0
    assert not _can_activate(d, falconer)


def test_a_tapped_falconer_can_t_outlast() -> None:
    """CR 602.5b, 107.5: outlast's cost includes {T} (MIC-OR-0103); a tapped Abzan Falconer
    can't pay it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer", tapped=True)
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    assert not _can_activate(d, d.find("Abzan Falconer"))


def test_a_creature_that_loses_its_last_plus_one_counter_stops_flying() -> None:
    """CR 704.5q, 613.1f: a +1/+1 counter and a -1/-1 counter on the same creature are both
    removed as a state-based action; with no +1/+1 counter left, the flying is gone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Abzan Falconer")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1, "-1/-1": 1})
    s.battlefield(0, "Elvish Warrior", counters={"+1/+1": 2, "-1/-1": 1})
    d = Driver(s.build())
    d.pass_priority()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert not d.state.objects[seeker].counters.get("+1/+1")
    assert not d.chars(seeker).has("Flying")
    assert d.state.objects[warrior].counters.get("+1/+1") == 1
    assert d.chars(warrior).has("Flying")
