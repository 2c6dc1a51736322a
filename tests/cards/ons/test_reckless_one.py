"""Reckless One — {3}{R} Creature — Goblin Avatar */*.

Oracle: "Haste / Reckless One's power and toughness are each equal to the number of Goblins on
the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Reckless One")


def test_counts_all_goblins_and_shrinks_when_one_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", "Goblin Sledder", "Mountain")
    s.battlefield(1, "Nosy Goblin", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    r = d.find("Reckless One")
    assert (d.chars(r).power, d.chars(r).toughness) == (3, 3)
    d.cast(0, "Shock", targets=[d.find("Nosy Goblin")])
    d.resolve()
    assert (d.chars(r).power, d.chars(r).toughness) == (2, 2)


def test_has_haste() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", sick=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Reckless One")])
    d.pass_until("end")
    assert d.life(1) == 19


def test_a_creature_that_becomes_a_goblin_counts() -> None:
    """Type-changing effects apply in layer 4, before the characteristic-defining ability
    sets power and toughness in layer 7a (CR 613.4a): a creature made a Goblin counts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", "Mistform Stalker", "Island")
    d = Driver(s.build())
    one = d.find("Reckless One")
    before = d.chars(one).power
    d.activate(0, d.find("Mistform Stalker"), index=0)
    d.resolve()
    d.choose("Goblin")
    assert d.chars(one).power == before + 1
    assert d.chars(one).toughness == before + 1


def test_a_face_down_goblin_isn_t_counted() -> None:
    """CR 708.2a: a face-down Goblin Taskmaster has no creature types; Reckless One counts only
    itself (1/1) until the Taskmaster is turned face up (2/2, CR 708.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", "Mountain")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    d = Driver(s.build())
    r = d.find("Reckless One")
    assert (d.chars(r).power, d.chars(r).toughness) == (1, 1)
    d.special(0, "turn_face_up", d.find("Goblin Taskmaster"))
    d.pay()
    assert (d.chars(r).power, d.chars(r).toughness) == (2, 2)


def test_the_characteristic_defining_ability_works_in_every_zone() -> None:
    """CR 604.3: a characteristic-defining ability functions in all zones; the Reckless One
    card in a graveyard or in the hand is as big as the number of Goblins on the battlefield
    (it not being one of them)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(1, "Nosy Goblin")
    s.graveyard(0, "Reckless One")
    s.hand(1, "Reckless One")
    d = Driver(s.build())
    for one in d.ids("Reckless One"):
        assert (d.chars(one).power, d.chars(one).toughness) == (2, 2)


def test_a_goblin_dying_can_kill_it_with_the_damage_it_has() -> None:
    """CR 704.5g, 613.4a: the Reckless One is 2/2 with 1 damage marked; Shock kills the other
    Goblin, it becomes 1/1 at once and dies at the next state-based action check."""
    s = Scenario(seed=1)
    s.battlefield(0, "Reckless One", damage=1)
    s.battlefield(0, "Goblin Sledder", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    assert d.chars(d.find("Reckless One")).toughness == 2
    d.cast(0, "Shock", targets=[d.find("Goblin Sledder")])
    d.resolve()
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.zone_of("Reckless One") == "graveyard"


def test_made_to_read_elf_it_is_an_elf_avatar_counting_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Reckless One's text: its type
    line reads Elf Avatar and its power and toughness are the number of Elves on the
    battlefield (itself and Wellwisher), Goblin Sky Raider no longer counting."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Reckless One", "Wellwisher", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    one = d.find("Reckless One")
    d.cast(0, "Artificial Evolution", targets=[one])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    c = d.chars(one)
    assert c.subtypes == {"Elf", "Avatar"} and (c.power, c.toughness) == (2, 2)
