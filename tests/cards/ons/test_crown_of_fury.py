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


def test_enchanted_creature_gone_before_resolution_its_last_known_types_still_count() -> None:
    """CR 608.2h: Glory Seeker is shocked in response to the sacrifice ability; the ability
    uses its last known information (a Human Soldier), so the Daru Cavalier and the opponent's
    Battlefield Medic still get +1/+0 and first strike, the Goblin Sky Raider doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker", "Daru Cavalier",
                  "Goblin Sky Raider")
    s.hand(0, "Crown of Fury", "Shock")
    s.battlefield(1, "Battlefield Medic")
    d = Driver(s.build())
    d.cast(0, "Crown of Fury", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.activate(0, "Crown of Fury")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    cav, medic = d.chars(d.find("Daru Cavalier")), d.chars(d.find("Battlefield Medic"))
    assert cav.power == 3 and cav.has("First strike")
    assert medic.power == 2 and medic.has("First strike")
    assert d.chars(d.find("Goblin Sky Raider")).power == 1


def test_a_face_down_enchanted_creature_shares_no_type() -> None:
    """CR 708.2a: a face-down creature has no creature types, so no other creature shares one
    with it; only the enchanted creature itself gets +1/+0 and first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Daru Cavalier")
    s.battlefield(0, "Glory Seeker", face_down=True)
    s.hand(0, "Crown of Fury")
    d = Driver(s.build())
    hidden = d.find("Glory Seeker")
    d.cast(0, "Crown of Fury", targets=[hidden])
    d.resolve()
    d.activate(0, "Crown of Fury")
    d.resolve()
    assert d.chars(hidden).power == 3 and d.chars(hidden).has("First strike")
    assert d.chars(d.find("Daru Cavalier")).power == 2  # a Human Soldier, unpumped


def test_a_creature_sharing_a_type_that_enters_later_is_not_pumped() -> None:
    """CR 611.2c: the affected creatures are fixed as the ability resolves; a second Glory
    Seeker cast afterwards stays a 2/2 without first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 2, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Crown of Fury", "Glory Seeker")
    d = Driver(s.build())
    first = d.find("Glory Seeker", "battlefield")
    d.cast(0, "Crown of Fury", targets=[first])
    d.resolve()
    d.activate(0, "Crown of Fury")
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    later = next(o for o in d.ids("Glory Seeker", "battlefield") if o != first)
    assert d.chars(first).power == 3
    assert d.chars(later).power == 2 and not d.chars(later).has("First strike")
