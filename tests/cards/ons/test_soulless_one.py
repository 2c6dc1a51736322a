"""Soulless One — {3}{B} Creature — Zombie Avatar */*.

Oracle: "Soulless One's power and toughness are each equal to the number of Zombies on the
battlefield plus the number of Zombie cards in all graveyards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Soulless One")


def test_counts_zombies_on_the_battlefield_and_in_every_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Soulless One", "Mountain")
    s.battlefield(1, "Festering Goblin", "Glory Seeker")
    s.graveyard(0, "Severed Legion", "Headhunter")
    s.graveyard(1, "Gluttonous Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    so = d.find("Soulless One")
    assert (d.chars(so).power, d.chars(so).toughness) == (4, 4)
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()  # the Zombie moves to a graveyard: still counted
    assert d.chars(so).power == 4


def test_a_creature_that_becomes_a_zombie_counts() -> None:
    """Type-changing effects apply in layer 4, before the characteristic-defining ability
    sets power and toughness in layer 7a (CR 613.4a): a creature made a Zombie counts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Soulless One", "Mistform Stalker", "Island")
    d = Driver(s.build())
    one = d.find("Soulless One")
    before = d.chars(one).power
    d.activate(0, d.find("Mistform Stalker"), index=0)
    d.resolve()
    d.choose("Zombie")
    assert d.chars(one).power == before + 1
    assert d.chars(one).toughness == before + 1


def test_in_a_hand_it_counts_a_changeling_card_in_a_graveyard() -> None:
    """CR 604.3, 702.73a: characteristic-defining abilities work in every zone. Soulless One
    in a hand counts Avian Changeling in a graveyard, every creature type (a Zombie) by its own
    changeling, and the Zombie on the battlefield: 2/2."""
    s = Scenario(seed=1)
    s.hand(0, "Soulless One")
    s.graveyard(1, AVIAN_CHANGELING.name)
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    one = d.chars(d.find("Soulless One"))
    assert (one.power, one.toughness) == (2, 2)


def test_zombie_tokens_count_and_a_face_down_zombie_does_not() -> None:
    """CR 111.1, 708.2a: a Zombie token is a Zombie on the battlefield; a face-down Gluttonous
    Zombie has no creature types. Soulless One counts itself and the token: 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Soulless One")
    s.token(1, "Zombie")
    s.battlefield(1, "Gluttonous Zombie", face_down=True)
    d = Driver(s.build())
    one = d.chars(d.find("Soulless One"))
    assert (one.power, one.toughness) == (2, 2)


def test_in_a_graveyard_it_counts_itself_as_a_zombie_card() -> None:
    """CR 604.3: the ability works in every zone. A 2/2 on the battlefield (itself and
    Gluttonous Zombie), Soulless One dies to Shock and in the graveyard counts itself, a Zombie
    card there, and Gluttonous Zombie: still 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Soulless One", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    one = d.find("Soulless One")
    assert d.chars(one).power == 2
    d.cast(0, "Shock", targets=[one])
    d.resolve()
    assert d.zone_of("Soulless One") == "graveyard"
    card = d.find("Soulless One", zone="graveyard")
    assert (d.chars(card).power, d.chars(card).toughness) == (2, 2)


def test_zombie_cards_in_hands_libraries_and_exile_dont_count() -> None:
    """Only Zombies on the battlefield and Zombie cards in graveyards count: Festering Goblin
    in a hand, Gluttonous Zombie in a library and Severed Legion in exile add nothing, so
    Soulless One counts only itself (1/1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Soulless One")
    s.hand(1, "Festering Goblin")
    s.library(1, "Gluttonous Zombie")
    s.exile(0, "Severed Legion")
    d = Driver(s.build())
    so = d.find("Soulless One")
    assert (d.chars(so).power, d.chars(so).toughness) == (1, 1)


def test_made_to_read_elf_it_counts_elves_and_elf_cards_in_graveyards() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Soulless One's text: its type
    line reads Elf Avatar, and it counts the Elves on the battlefield (itself, Wellwisher)
    plus the Elf cards in all graveyards (Wirewood Herald), not Festering Goblin or the
    Zombie card Gravespawn Sovereign."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Soulless One", "Wellwisher", "Festering Goblin")
    s.graveyard(1, "Wirewood Herald", "Gravespawn Sovereign")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    one = d.find("Soulless One")
    d.cast(0, "Artificial Evolution", targets=[one])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    c = d.chars(one)
    assert c.subtypes == {"Elf", "Avatar"} and (c.power, c.toughness) == (3, 3)
