"""Dispersing Orb — {3}{U}{U} Enchantment.

Oracle: "{3}{U}, Sacrifice a permanent: Return target permanent to its owner's hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dispersing Orb")


def test_sacrifice_a_permanent_to_bounce_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Dispersing Orb", "Glory Seeker")
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    d.activate(0, "Dispersing Orb", targets=[d.find("Rorix Bladewing")],
               choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Rorix Bladewing") == "hand"
    assert d.ids("Rorix Bladewing", zone="hand", player=1)
    assert d.zone_of("Dispersing Orb") == "battlefield"
