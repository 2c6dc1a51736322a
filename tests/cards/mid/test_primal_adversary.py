"""Primal Adversary — {2}{G} Creature — Wolf 4/3.

Oracle: "Trample / When Primal Adversary enters the battlefield, you may pay {1}{G} any number
of times. When you pay this cost one or more times, put that many +1/+1 counters on Primal
Adversary, then up to that many target lands you control become 3/3 Wolf creatures with haste
that are still lands."
Rulings covered: MID-RN-102, MID-RN-103.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Primal Adversary")


@pytest.mark.ruling("MID-RN-102", "MID-RN-103", "MID-OR-0581", "MID-OR-0582")
def test_lands_become_wolves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Haunted Ridge")
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    # the reflexive ability's targets: up to one land
    assert d.decision.kind == "target"
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    adv = d.find("Primal Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"+1/+1": 1}
    c = d.chars(ridge)
    assert c.is_creature and "Land" in c.types and "Wolf" in c.subtypes
    assert (c.power, c.toughness) == (3, 3) and c.has("Haste")
    assert any(getattr(a, "mana", None) for a in c.abilities)  # still taps for mana


def test_up_to_that_many_targets_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    lands = d.ids("Forest")
    d.choose(lands[0])
    d.choose(lands[1])
    assert d.decision.kind == "priority"  # two targets is the most
    d.resolve()
    assert sum(1 for x in lands if d.chars(x).is_creature) == 2


def test_paying_zero_times_triggers_nothing() -> None:
    """CR 603.12: the reflexive ability triggers only "when you pay this cost one or more
    times": paying it zero times leaves no ability, no counter and no Wolf land."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(0)
    assert d.decision.kind == "priority" and not d.state.stack
    adv = d.find("Primal Adversary", "battlefield")
    assert not d.state.objects[adv].counters
    assert not any(d.chars(x).is_creature for x in d.ids("Forest"))


def test_the_wolf_lands_stay_creatures_after_the_turn() -> None:
    """CR 611.2a: the effect has no duration, so the land is still a 3/3 Wolf creature on
    the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Haunted Ridge")
    s.hand(0, "Primal Adversary")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    c = d.chars(ridge)
    assert c.is_creature and (c.power, c.toughness) == (3, 3) and "Wolf" in c.subtypes
