"""Swamp — Basic Land — Swamp.

Oracle: "({T}: Add {B}.)"
Rulings covered: none in the seed documents (CR 305.6: the land type gives the mana ability).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Swamp")


def test_played_and_tapped_for_mana() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Swamp")
    d = Driver(s.build())
    d.play_land(0, "Swamp")
    oid = d.find("Swamp", zone="battlefield")
    c = d.chars(oid)
    assert "Basic" in c.supertypes and c.subtypes == {"Swamp"}
    d.mana(0, oid)
    assert d.state.objects[oid].tapped
    assert sum(d.state.players[0].mana_pool.values()) == 1
    assert d.state.players[0].mana_pool.get("B") == 1
