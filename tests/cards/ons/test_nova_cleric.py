"""Nova Cleric — {W} Creature — Human Cleric 1/2.

Oracle: "{2}{W}, {T}, Sacrifice Nova Cleric: Destroy all enchantments."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nova Cleric")

def test_destroys_all_enchantments() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Nova Cleric", "Glory Seeker")
    s.hand(0, "Pacifism", "Crown of Awe")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.activate(0, "Nova Cleric")
    d.resolve()
    assert d.ids("Pacifism", zone="graveyard")
    assert d.ids("Crown of Awe", zone="graveyard")
    assert d.ids("Nova Cleric", zone="graveyard")
