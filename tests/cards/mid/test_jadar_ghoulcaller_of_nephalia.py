"""Jadar, Ghoulcaller of Nephalia — {1}{B} Legendary Creature — Human Wizard 1/1.

Oracle: "At the beginning of your end step, if you control no creatures with decayed, create
a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice
it at end of combat.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Jadar, Ghoulcaller of Nephalia")


def test_makes_one_zombie_per_end_step_only_when_none() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("end")  # the trigger resolves as priority is passed
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    d.pass_until("end", turn=5)
    # A creature with decayed is already there: the ability doesn't trigger.
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
