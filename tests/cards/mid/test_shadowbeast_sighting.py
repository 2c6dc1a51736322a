"""Shadowbeast Sighting — {3}{G} Sorcery.

Oracle: "Create a 4/4 green Beast creature token. / Flashback {6}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shadowbeast Sighting")


def test_a_beast_now_and_another_by_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 11)
    s.hand(0, "Shadowbeast Sighting")
    d = Driver(s.build())
    d.cast(0, "Shadowbeast Sighting")
    d.resolve()
    assert d.ids("Shadowbeast Sighting", zone="graveyard")
    d.cast(0, "Shadowbeast Sighting", method="flashback")
    d.resolve()
    beasts = d.ids("Beast Token", zone="battlefield")
    assert len(beasts) == 2
    c = d.chars(beasts[0])
    assert (c.power, c.toughness) == (4, 4) and "Beast" in c.subtypes
    assert d.ids("Shadowbeast Sighting", zone="exile")
