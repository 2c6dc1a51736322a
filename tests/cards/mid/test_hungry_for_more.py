"""Hungry for More — {B}{R} Sorcery.

Oracle: "Create a 3/1 black and red Vampire creature token with trample, lifelink, and
haste. Sacrifice it at the beginning of the next end step. / Flashback {1}{B}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hungry for More")


def test_hasty_vampire_sacrificed_at_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain")
    s.hand(0, "Hungry for More")
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.resolve()
    vamp = d.find("Vampire Token", zone="battlefield")
    c = d.chars(vamp)
    assert (c.power, c.toughness) == (3, 1) and c.colors == {"B", "R"}
    d.to_combat()
    d.attack([vamp])
    d.pass_until("postcombat_main")
    assert (d.life(1), d.life(0)) == (17, 23)
    assert d.ids("Vampire Token", zone="battlefield")
    d.pass_until("end")
    assert not d.ids("Vampire Token")
