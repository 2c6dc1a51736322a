"""Vampire Socialite — {B}{R} Creature — Vampire Noble 2/2.

Oracle: "Menace / When Vampire Socialite enters the battlefield, if an opponent lost life this
turn, put a +1/+1 counter on each other Vampire you control. / As long as an opponent lost
life this turn, each other Vampire you control enters the battlefield with an additional +1/+1
counter on it."
Rulings covered: MID-RN-093.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vampire Socialite")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 3, *["Swamp"] * 4, "Arrogant Outlaw", "Glory Seeker")
    s.hand(0, "Vampire Socialite", "Shock", "Stromkirk Bloodthief")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-093", "MID-OR-0868")
def test_counters_on_other_vampires_even_if_the_opponent_gained_more() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    d.cast(0, "Vampire Socialite")
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Glory Seeker")].counters == {}
    assert d.state.objects[d.find("Vampire Socialite", "battlefield")].counters == {}
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == \
        {"+1/+1": 1}


def test_nothing_without_life_loss() -> None:
    d = setup()
    d.cast(0, "Vampire Socialite")
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Stromkirk Bloodthief")
    d.resolve()
    assert d.state.objects[d.find("Stromkirk Bloodthief", "battlefield")].counters == {}
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {}
