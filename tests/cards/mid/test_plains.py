"""Plains — Basic Land — Plains.

Oracle: "({T}: Add {W}.)"
Rulings covered: none in the seed documents (CR 305.6: the land type gives the mana ability).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Plains")


def test_played_and_tapped_for_mana() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Plains")
    d = Driver(s.build())
    d.play_land(0, "Plains")
    oid = d.find("Plains", zone="battlefield")
    c = d.chars(oid)
    assert "Basic" in c.supertypes and c.subtypes == {"Plains"}
    d.mana(0, oid)
    assert d.state.objects[oid].tapped
    assert sum(d.state.players[0].mana_pool.values()) == 1
    assert d.state.players[0].mana_pool.get("W") == 1
