"""Silklash Spider — {3}{G}{G} Creature — Spider 2/7.

Oracle: "Reach / {X}{G}{G}: Silklash Spider deals X damage to each creature with flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silklash Spider")


def test_damages_only_creatures_with_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silklash Spider", *["Forest"] * 4)
    s.battlefield(1, "Goblin Sky Raider", "Screaming Seahawk", "Glory Seeker")
    d = Driver(s.build())
    assert d.chars(d.find("Silklash Spider")).has("Reach")
    d.activate(0, "Silklash Spider", x=2)
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert d.ids("Screaming Seahawk", zone="graveyard")
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
    assert d.state.objects[d.find("Silklash Spider")].damage == 0
