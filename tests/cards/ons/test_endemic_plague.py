"""Endemic Plague — {3}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Destroy all
creatures that share a creature type with the sacrificed creature. They can't be regenerated."
Rulings covered: ONS-FAQ-172, ONS-FAQ-043, ONS-FAQ-044.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
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


@pytest.mark.ruling("ONS-OR-0108")
def test_exactly_one_creature_must_be_sacrificed() -> None:
    """Official ruling: "You must sacrifice exactly one creature to cast this spell; you cannot
    cast it without sacrificing a creature, and you cannot sacrifice additional creatures."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Endemic Plague")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]  # no creature

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker", "Elvish Warrior",
                  "Goblin Sky Raider")
    s.hand(0, "Endemic Plague")
    d = Driver(s.build())
    d.cast(0, "Endemic Plague", pay=False)
    sacrifice = d.decision
    assert Choose(None) not in sacrifice.actions  # it can't be skipped
    d.choose(d.find("Glory Seeker"))
    assert d.decision.kind != sacrifice.kind  # and no second creature is asked for
    d.pay()
    assert [d.zone_of(n) for n in ("Glory Seeker", "Elvish Warrior", "Goblin Sky Raider")] == \
        ["graveyard", "battlefield", "battlefield"]
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"  # Elf Warrior: no type shared
