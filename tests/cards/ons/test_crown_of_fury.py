"""Crown of Fury — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +1/+0 and has first strike. / Sacrifice
Crown of Fury: Enchanted creature and other creatures that share a creature type with it get
+1/+0 and gain first strike until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crown of Fury")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker", "Daru Cavalier",
                  "Goblin Sky Raider")
    s.hand(0, "Crown of Fury")
    s.battlefield(1, "Battlefield Medic")  # a Human too
    d = Driver(s.build())
    d.cast(0, "Crown of Fury", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_enchanted_creature_gets_plus_one_and_first_strike() -> None:
    d = setup()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (3, 2)
    assert c.has("First strike")


def test_sacrifice_pumps_every_creature_sharing_a_type() -> None:
    d = setup()
    seeker, cav = d.find("Glory Seeker"), d.find("Daru Cavalier")
    raider, medic = d.find("Goblin Sky Raider"), d.find("Battlefield Medic")
    d.activate(0, "Crown of Fury")
    assert d.ids("Crown of Fury", zone="graveyard")  # sacrificed as a cost
    d.resolve()
    assert d.chars(seeker).power == 3 and d.chars(seeker).has("First strike")
    assert d.chars(cav).power == 3  # Human Soldier, like Glory Seeker
    assert d.chars(medic).power == 2 and d.chars(medic).has("First strike")  # any controller
    assert d.chars(raider).power == 1 and not d.chars(raider).has("First strike")


def test_effect_ends_at_end_of_turn() -> None:
    d = setup()
    d.activate(0, "Crown of Fury")
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Daru Cavalier")).power == 2
