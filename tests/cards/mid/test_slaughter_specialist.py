"""Slaughter Specialist — {1}{B} Creature — Vampire Warrior 3/3.

Oracle: "When Slaughter Specialist enters the battlefield, each opponent creates a 1/1 white
Human creature token. / Whenever a creature an opponent controls dies, put a +1/+1 counter on
Slaughter Specialist."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Slaughter Specialist")


def test_opponent_gets_human_and_its_death_grows_specialist() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Glory Seeker")
    s.hand(0, "Slaughter Specialist", "Shock")
    d = Driver(s.build())
    d.cast(0, "Slaughter Specialist")
    d.resolve()
    d.resolve()
    human = d.find("Human", zone="battlefield", player=1)
    assert not d.ids("Human", zone="battlefield", player=0)
    spec = d.find("Slaughter Specialist")
    d.cast(0, "Shock", targets=[human])
    d.resolve()
    d.resolve()
    assert d.chars(spec).power == 4


def test_own_creature_dying_doesnt_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slaughter Specialist", "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Slaughter Specialist")).power == 3
