"""Mountain — Basic Land — Mountain.

Oracle: "({T}: Add {R}.)"
Rulings covered: none in the seed documents (CR 305.6: the land type gives the mana ability).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mountain")


def test_played_and_tapped_for_mana() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Mountain")
    d = Driver(s.build())
    d.play_land(0, "Mountain")
    oid = d.find("Mountain", zone="battlefield")
    c = d.chars(oid)
    assert "Basic" in c.supertypes and c.subtypes == {"Mountain"}
    d.mana(0, oid)
    assert d.state.objects[oid].tapped
    assert sum(d.state.players[0].mana_pool.values()) == 1
    assert d.state.players[0].mana_pool.get("R") == 1
