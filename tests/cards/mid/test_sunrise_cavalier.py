"""Sunrise Cavalier — {1}{R}{W} Creature — Human Knight 3/3.

Oracle: "Trample, haste / If it's neither day nor night, it becomes day as Sunrise Cavalier
enters the battlefield. / Whenever day becomes night or night becomes day, put a +1/+1 counter
on target creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sunrise Cavalier")


def test_enters_making_it_day_with_haste() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Mountain")
    s.hand(0, "Sunrise Cavalier")
    d = Driver(s.build())
    d.cast(0, "Sunrise Cavalier")
    d.resolve()
    assert d.state.day_night == "day" and not d.state.stack
    d.to_combat()
    d.attack([d.find("Sunrise Cavalier")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_night_falls_and_a_creature_you_control_gets_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sunrise Cavalier", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.day_night("day")
    s.library(1, "Mountain")
    d = Driver(s.build())
    d.pass_until("end")
    while d.decision.kind != "target":
        d.act(d.decision.player, PassPriority())
    assert d.state.day_night == "night"
    seeker = d.find("Glory Seeker")
    assert d.find("Elvish Warrior") not in {a.value for a in d.decision.actions}
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
