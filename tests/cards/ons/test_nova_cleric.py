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


def test_an_aura_spell_on_the_stack_is_not_destroyed() -> None:
    """CR 701.8a, 110.1: only enchantment permanents are destroyed; an Aura spell on the
    stack isn't one, so it resolves afterwards and stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Nova Cleric")
    s.battlefield(1, "Plains", "Plains", "Glory Seeker", "Righteous Cause")
    s.hand(1, "Pacifism")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Pacifism", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.activate(0, "Nova Cleric")
    d.resolve()
    assert d.zone_of("Righteous Cause") == "graveyard"
    d.resolve()
    assert d.zone_of("Pacifism") == "battlefield"
