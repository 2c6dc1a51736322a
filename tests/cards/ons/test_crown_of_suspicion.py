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
