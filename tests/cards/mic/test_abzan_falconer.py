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
