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


def _can_outlast(d: Driver, ainok: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == ainok
               for a in d.game.legal_actions())


def test_outlast_only_as_a_sorcery() -> None:
    """CR 702.107a, 307.1: not in an opponent's turn, nor in its controller's main phase while
    a spell is on the stack; in its controller's main phase with an empty stack it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin", "Plains", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    assert not _can_outlast(d, d.find("Ainok Bond-Kin"))
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin", "Plains", "Plains", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    assert _can_outlast(d, ainok)
    d.cast(0, "Shock", targets=[1])
    assert d.decision.player == 0 and d.state.stack
    assert not _can_outlast(d, ainok)


def test_with_ainok_gone_the_others_lose_first_strike() -> None:
    """CR 611.3a, 613.1f: the first strike comes from Ainok's static ability; once Ainok dies
    (Shocked), Glory Seeker keeps its +1/+1 counter but no longer has first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin", "Mountain")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("First strike")
    d.cast(0, "Shock", targets=[d.find("Ainok Bond-Kin")])
    d.resolve()
    assert d.zone_of("Ainok Bond-Kin") == "graveyard"
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert not d.chars(seeker).has("First strike")


def test_a_creature_that_loses_its_last_plus_one_counter_loses_first_strike() -> None:
    """CR 704.5q: a +1/+1 and a -1/-1 counter on Glory Seeker are both removed as a
    state-based action; with no +1/+1 counter left it has no first strike. Elvish Warrior,
    with one +1/+1 counter left, keeps it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ainok Bond-Kin")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1, "-1/-1": 1})
    s.battlefield(0, "Elvish Warrior", counters={"+1/+1": 2, "-1/-1": 1})
    d = Driver(s.build())
    d.pass_priority()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert not d.state.objects[seeker].counters.get("+1/+1")
    assert not d.chars(seeker).has("First strike")
    assert d.state.objects[warrior].counters == {"+1/+1": 1}
    assert d.chars(warrior).has("First strike")
