"""Endemic Plague — {3}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Destroy all
creatures that share a creature type with the sacrificed creature. They can't be regenerated."
Rulings covered: ONS-FAQ-172, ONS-FAQ-043, ONS-FAQ-044.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Endemic Plague")


@pytest.mark.ruling("ONS-FAQ-172", "ONS-FAQ-043", "ONS-FAQ-044")
def test_destroys_everything_sharing_any_type_with_the_sacrificed_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Nantuko Husk", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie", "Anurid Murkdiver", "Elvish Warrior")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Nantuko Husk")])
    assert d.find("Nantuko Husk", zone="graveyard")  # sacrificed while casting
    d.resolve()
    assert d.find("Gluttonous Zombie", zone="graveyard")
    assert d.find("Anurid Murkdiver", zone="graveyard")  # Zombie Frog Beast: one shared type
    assert d.find("Glory Seeker", zone="battlefield")
    assert d.find("Elvish Warrior", zone="battlefield")


def test_they_cannot_be_regenerated() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Elvish Warrior")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest", "Island", "Island")
    s.hand(0, "Endemic Plague")
    s.hand(1, "Standardize")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", choices=[d.find("Elvish Warrior")])
    d.pass_priority()
    d.cast(1, "Standardize")
    d.resolve()
    d.choose("Elf", player=1)  # now Silvos shares the type Elf with the sacrificed Warrior
    d.pass_priority()
    d.activate(1, "Silvos, Rogue Elemental")  # a regeneration shield
    d.resolve()
    d.resolve()
    assert d.find("Silvos, Rogue Elemental", zone="graveyard")
