"""Crown of Suspicion — {1}{B} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +2/-1. / Sacrifice Crown of Suspicion:
Enchanted creature and other creatures that share a creature type with it get +2/-1 until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crown of Suspicion")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker", "Goblin Sky Raider")
    s.hand(0, "Crown of Suspicion")
    s.battlefield(1, "Festering Goblin", "Battlefield Medic")
    d = Driver(s.build())
    d.cast(0, "Crown of Suspicion", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    return d


def test_enchanted_creature_gets_plus_two_minus_one() -> None:
    d = setup()
    c = d.chars(d.find("Goblin Sky Raider"))
    assert (c.power, c.toughness) == (3, 1)


def test_sacrifice_kills_x_one_goblins_of_either_player() -> None:
    d = setup()
    d.activate(0, "Crown of Suspicion")
    d.resolve()
    # Festering Goblin (a Goblin) becomes 3/0 and dies; the Human Cleric is unaffected.
    assert d.ids("Festering Goblin", zone="graveyard")
    assert d.ids("Battlefield Medic", zone="battlefield")
    c = d.chars(d.find("Goblin Sky Raider"))
    assert (c.power, c.toughness) == (3, 1)  # the static bonus ended with the Crown
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_the_enchanted_creature_gone_its_last_known_types_still_count() -> None:
    """CR 608.2h, 113.7a: the Crown is sacrificed (its "enchanted creature" is the one it was
    attached to), then Goblin Sky Raider is Shocked in response; as the ability resolves the
    creatures sharing a creature type with it are found from its types as it last existed on
    the battlefield: the opponent's Festering Goblin gets +2/-1 and dies, the Human Cleric
    doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider", label="raider")
    s.battlefield(0, "Crown of Suspicion", attached_to="raider")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Festering Goblin", "Battlefield Medic")
    d = Driver(s.build())
    d.activate(0, "Crown of Suspicion")
    assert d.zone_of("Crown of Suspicion") == "graveyard"
    d.cast(0, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    medic = d.chars(d.find("Battlefield Medic"))
    assert (medic.power, medic.toughness) == (1, 1)
