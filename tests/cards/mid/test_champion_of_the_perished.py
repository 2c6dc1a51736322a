"""Champion of the Perished — {B} Creature — Zombie 1/1.

Oracle: "Whenever another Zombie enters the battlefield under your control, put a +1/+1
counter on Champion of the Perished."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Champion of the Perished")


def test_grows_with_each_zombie_of_yours_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Hobbling Zombie", "Shock")
    d = Driver(s.build())
    champ = d.find("Champion of the Perished")
    d.cast(0, "Hobbling Zombie")
    d.resolve()
    d.resolve()
    assert d.chars(champ).power == 2
    d.cast(0, "Shock", targets=[d.find("Hobbling Zombie")])
    d.resolve()
    d.resolve()  # the Zombie token enters
    d.resolve()
    assert d.chars(champ).power == 3


def test_non_zombie_and_opponents_zombie_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Hobbling Zombie")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Hobbling Zombie")
    s.library(1, "Swamp")
    d = Driver(s.build())
    champ = d.find("Champion of the Perished")
    d.cast(0, "Hobbling Zombie")
    d.resolve()
    d.resolve()
    assert d.chars(champ).power == 2
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Hobbling Zombie")
    d.resolve()
    assert not d.state.stack
    assert d.chars(champ).power == 2
