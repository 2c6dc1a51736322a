"""Hobbling Zombie — {2}{B} Creature — Zombie 2/2.

Oracle: "Deathtouch / When Hobbling Zombie dies, create a 2/2 black Zombie creature token with
decayed. (It can't block. When it attacks, sacrifice it at end of combat.)"
Rulings covered: MID-RN-033 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hobbling Zombie")


@pytest.mark.ruling("MID-RN-033", "MID-OR-0319")
def test_deathtouch_trade_and_decayed_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Hobbling Zombie")
    d = Driver(s.build())
    hz = d.find("Hobbling Zombie")
    assert d.chars(hz).has("Deathtouch")
    d.to_combat()
    d.attack([d.find("Krosan Tusker")])
    d.pass_priority()
    d.pass_priority()
    d.block({hz: d.find("Krosan Tusker")})
    while not d.ids("Zombie", zone="battlefield", player=1):
        d.pass_priority()
    assert d.ids("Krosan Tusker", zone="graveyard")
    token = d.find("Zombie", zone="battlefield", player=1)
    assert d.chars(token).has("Decayed")
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)
