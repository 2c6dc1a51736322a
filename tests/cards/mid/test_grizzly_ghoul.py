"""Grizzly Ghoul — {2}{B}{G} Creature — Zombie Bear 4/3.

Oracle: "Trample / Grizzly Ghoul enters the battlefield with a +1/+1 counter on it for each
creature that died this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grizzly Ghoul")


def test_counters_for_creatures_that_died_this_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Forest", "Swamp", "Forest",
                  "Glory Seeker")
    s.hand(0, "Grizzly Ghoul", "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for seeker in d.ids("Glory Seeker"):
        d.cast(0, "Shock", targets=[seeker])
        d.resolve()
    d.cast(0, "Grizzly Ghoul")
    d.resolve()
    ghoul = d.find("Grizzly Ghoul", zone="battlefield")
    assert d.state.objects[ghoul].counters == {"+1/+1": 2}
    assert d.chars(ghoul).power == 6 and "Trample" in d.chars(ghoul).keywords


def test_no_deaths_no_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest")
    s.hand(0, "Grizzly Ghoul")
    d = Driver(s.build())
    d.cast(0, "Grizzly Ghoul")
    d.resolve()
    assert d.state.objects[d.find("Grizzly Ghoul", zone="battlefield")].counters == {}
