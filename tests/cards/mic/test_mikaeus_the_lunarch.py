"""Mikaeus, the Lunarch — {X}{W} Legendary Creature — Human Cleric 0/0.

Oracle: "Mikaeus, the Lunarch enters the battlefield with X +1/+1 counters on it. / {T}: Put a
+1/+1 counter on Mikaeus. / {T}, Remove a +1/+1 counter from Mikaeus: Put a +1/+1 counter on
each other creature you control."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mikaeus, the Lunarch")

CARD = "Mikaeus, the Lunarch"


def test_enters_with_x_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=2)
    d.resolve()
    m = d.find(CARD)
    assert d.state.objects[m].counters == {"+1/+1": 2}
    assert (d.chars(m).power, d.chars(m).toughness) == (2, 2)


def test_tap_to_grow_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    d = Driver(s.build())
    d.activate(0, CARD, index=1)
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 2}


def test_move_a_counter_to_each_other_creature_you_control() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", "Avacyn's Pilgrim")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    d.activate(0, CARD, index=2)
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 1}  # removed as a cost
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Avacyn's Pilgrim")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find("Severed Legion")].counters
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 1}  # not on itself


def test_x_zero_it_enters_with_no_counters_and_dies() -> None:
    """CR 107.3, 704.5f: cast for X = 0, it enters with no counters as a 0/0 and is put into
    its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=0)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"


def test_summoning_sick_it_can_t_use_its_tap_abilities() -> None:
    """CR 302.6: cast this turn, neither {T} ability can be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=2)
    d.resolve()
    m = d.find(CARD)
    assert not any(isinstance(a, ActivateAbility) and a.source == m
                   for a in d.game.legal_actions())


def test_removing_its_last_counter_it_dies_and_the_others_still_get_counters() -> None:
    """CR 118.3, 704.5f, 113.7a: the last counter removed as a cost leaves a 0/0 put into the
    graveyard before the ability resolves; the ability still puts a counter on each other
    creature its controller controls."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, CARD, index=2)
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 1}


def test_a_clone_copying_it_enters_with_no_counters() -> None:
    """CR 107.3m, 707.2: the copy's "enters with X counters" uses the X of the spell that
    became it; Clone was cast without an X, so X is 0: the opponent's Clone enters as a 0/0
    Mikaeus and is put into the graveyard (CR 704.5f); the original keeps its counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Clone")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find(CARD))
    assert d.zone_of("Clone") == "graveyard"
    assert d.state.log[-1].kind == "zone_change" and d.state.log[-1].data["cause"] == \
        "sba_toughness"
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 2}


def test_two_headed_giant_a_teammate_s_creatures_get_no_counter() -> None:
    """"Each other creature you control" (CR 109.5, 810.5): the teammate's Elvish Warrior gets
    no counter; its controller's Glory Seeker does."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, CARD, index=2)
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find("Elvish Warrior")].counters


def test_as_a_commander_the_tax_doesn_t_add_counters() -> None:
    """CR 903.8, 107.3: cast from the command zone a second time, Mikaeus costs {X}{W} plus
    {2}: with X = 1 all four Plains are tapped, and it enters with one counter, X, not the
    tax."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, CARD)
    s.commander_casts(CARD, 1)
    s.battlefield(0, *["Plains"] * 4)
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD, method="commander", x=1)
    assert all(d.state.objects[p].tapped for p in d.ids("Plains", "battlefield"))
    d.resolve()
    m = d.find(CARD, "battlefield")
    assert d.state.objects[m].counters == {"+1/+1": 1}
