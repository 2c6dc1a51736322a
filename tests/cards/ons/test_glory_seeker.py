"""Glory Seeker — {1}{W} Creature — Human Soldier 2/2.

Oracle: (no rules text)
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Glory Seeker")


def test_cast_for_two_and_attacks_for_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    c = d.chars(d.find("Glory Seeker", zone="battlefield"))
    assert (c.power, c.toughness) == (2, 2) and c.subtypes == {"Human", "Soldier"}
    assert c.colors == {"W"} and c.mana_value == 2
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 18
