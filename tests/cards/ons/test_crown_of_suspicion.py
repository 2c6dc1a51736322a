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


@pytest.mark.ruling("ONS-FAQ-055", "ONS-FAQ-056")
def test_types_are_checked_as_the_ability_resolves() -> None:
    """ONS-FAQ-056, CR 608.2h: once the Crown is sacrificed its static +2/-1 is gone while the
    ability waits on the stack (Mistform Wall back to 1/4), and the creature types are those
    of the formerly enchanted creature as the ability resolves: Mistform Wall, made a Goblin
    in response, gives +2/-1 to both players' Goblins (ONS-FAQ-055), not to the Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", label="wall")
    s.battlefield(0, "Crown of Suspicion", attached_to="wall")
    s.battlefield(0, "Island", "Goblin Sky Raider")
    s.battlefield(1, "Festering Goblin", "Wirewood Elf")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    assert (d.chars(wall).power, d.chars(wall).toughness) == (3, 3)
    d.activate(0, "Crown of Suspicion")
    assert (d.chars(wall).power, d.chars(wall).toughness) == (1, 4)
    d.activate(0, wall)
    d.resolve()
    d.choose("Goblin")
    d.resolve()
    assert (d.chars(wall).power, d.chars(wall).toughness) == (3, 3)
    raider = d.chars(d.find("Goblin Sky Raider"))
    assert (raider.power, raider.toughness) == (3, 1)
    assert d.zone_of("Festering Goblin") == "graveyard"
    elves = d.chars(d.find("Wirewood Elf"))
    assert (elves.power, elves.toughness) == (1, 2)


def test_a_face_down_creature_shares_no_type() -> None:
    """CR 708.2a: a face-down creature has no creature types, so the sacrificed Crown's
    ability gives +2/-1 only to the face-down creature it enchanted (2/2 to 4/1), not to
    another face-down creature nor a Human; the bonus ends in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="hidden", face_down=True)
    s.battlefield(0, "Crown of Suspicion", attached_to="hidden")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Battlefield Medic")
    d = Driver(s.build())
    hidden = d.ids("Glory Seeker")[0]
    other = d.ids("Daru Lancer")[0]
    assert (d.chars(hidden).power, d.chars(hidden).toughness) == (4, 1)
    d.activate(0, "Crown of Suspicion")
    d.resolve()
    assert (d.chars(hidden).power, d.chars(hidden).toughness) == (4, 1)
    assert (d.chars(other).power, d.chars(other).toughness) == (2, 2)
    medic = d.chars(d.find("Battlefield Medic"))
    assert (medic.power, medic.toughness) == (1, 1)
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert (d.chars(hidden).power, d.chars(hidden).toughness) == (2, 2)


def test_on_a_changeling_every_creature_with_a_creature_type_shares_one() -> None:
    """CR 702.73a, 205.3m: Avian Changeling has every creature type, so every creature with at
    least one creature type shares a type with it (ONS-FAQ-044): Festering Goblin and
    Battlefield Medic get +2/-1 and die; a face-down creature has none (CR 708.2a) and is
    spared."""
    from tests.reference_cards import AVIAN_CHANGELING

    s = Scenario(seed=1)
    s.battlefield(0, AVIAN_CHANGELING.name, label="changeling")
    s.battlefield(0, "Crown of Suspicion", attached_to="changeling")
    s.battlefield(1, "Festering Goblin", "Battlefield Medic")
    s.battlefield(1, "Glory Seeker", face_down=True)
    d = Driver(s.build())
    changeling = d.find(AVIAN_CHANGELING.name)
    d.activate(0, "Crown of Suspicion")
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.zone_of("Battlefield Medic") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    c = d.chars(changeling)
    assert (c.power, c.toughness) == (4, 1)
