"""Solar Blast — {3}{R} Instant.

Oracle: "Solar Blast deals 3 damage to any target. / Cycling {1}{R}{R} / When you cycle Solar
Blast, you may have it deal 1 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Solar Blast")

def test_three_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Solar Blast", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_cycling_deals_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Solar Blast")
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.activate(0, d.find("Solar Blast", zone="hand"))
    d.choose(1)
    d.resolve()
    d.choose(True)
    assert d.life(1) == 19
