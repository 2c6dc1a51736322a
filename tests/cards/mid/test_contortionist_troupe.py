"""Contortionist Troupe — {X}{G} Creature — Human 0/0.

Oracle: "Contortionist Troupe enters the battlefield with X +1/+1 counters on it. / Coven — At
the beginning of your end step, if you control three or more creatures with different powers,
put a +1/+1 counter on target creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Contortionist Troupe")


def test_enters_with_x_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    d.cast(0, "Contortionist Troupe", x=3)
    d.resolve()
    c = d.chars(d.find("Contortionist Troupe"))
    assert (c.power, c.toughness) == (3, 3)


def test_coven_puts_a_counter_at_your_end_step() -> None:
    """Powers 1, 2 and 3: three different powers, so the trigger puts a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_until("postcombat_main")
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.step.name == "END"
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 1


def test_no_coven_no_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.pass_until("end")
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1", 0) == 0
