"""Festival Crasher — {1}{R} Creature — Devil 1/3.

Oracle: "Whenever you cast an instant or sorcery spell, Festival Crasher gets +2/+0 until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Festival Crasher")


def test_instant_pumps_it_but_a_creature_spell_does_not() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Festival Crasher", "Plains", "Mountain", "Mountain")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(1, "Mountain")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.chars(crasher).power == 1
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the trigger
    assert d.chars(crasher).power == 3
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.chars(crasher).power == 1
