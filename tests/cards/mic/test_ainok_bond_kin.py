"""Ainok Bond-Kin — {1}{W} Creature — Dog Soldier 2/1.

Oracle: "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a
sorcery.) / Each creature you control with a +1/+1 counter on it has first strike."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ainok Bond-Kin")


@pytest.mark.ruling("MIC-OR-0106")
def test_outlast_puts_a_counter_and_it_gets_first_strike() -> None:
    """Official ruling: "Several creatures with outlast also grant an ability to creatures you
    control with +1/+1 counters on them, including themselves. These counters could come from
    an outlast ability, but any +1/+1 counter on the creature will count."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin", "Plains", "Plains")
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    assert not d.chars(ainok).has("First strike")
    d.activate(0, ainok)
    d.resolve()
    assert d.state.objects[ainok].tapped
    c = d.chars(ainok)
    assert (c.power, c.toughness) == (3, 2)
    assert c.has("First strike")


@pytest.mark.ruling("MIC-OR-0106")
def test_any_plus_one_counter_counts_only_on_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Gluttonous Zombie", counters={"+1/+1": 1})
    d = Driver(s.build())
    assert d.chars(d.find("Glory Seeker")).has("First strike")
    assert not d.chars(d.find("Elvish Warrior")).has("First strike")
    assert not d.chars(d.find("Gluttonous Zombie")).has("First strike")
    assert not d.chars(d.find("Ainok Bond-Kin")).has("First strike")


def test_first_strike_wins_the_fight() -> None:
    """A creature with a counter deals its damage first: the blocker dies before it strikes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin", counters={"+1/+1": 1})
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    d.to_combat()
    d.attack([ainok])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): ainok})
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Ainok Bond-Kin") == "battlefield"


@pytest.mark.ruling("MIC-OR-0105")
def test_outlast_needs_the_creature_since_your_turn_began() -> None:
    """Official ruling: "The cost to activate a creature's outlast ability includes the tap
    symbol ({T}). A creature's outlast ability can't be activated unless that creature has been
    under your control continuously since the beginning of your turn."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin", sick=True)
    s.battlefield(0, "Plains", "Plains")
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    assert not any(isinstance(a, ActivateAbility) and a.source == ainok
                   for a in d.game.legal_actions())
