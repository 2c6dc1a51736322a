"""Liliana's Mastery — {3}{B}{B} Enchantment.

Oracle: "Zombies you control get +1/+1. / When Liliana's Mastery enters the battlefield, create
two 2/2 black Zombie creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Liliana's Mastery")


def test_two_zombie_tokens_that_get_the_bonus() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Liliana's Mastery")
    d = Driver(s.build())
    d.cast(0, "Liliana's Mastery")
    d.resolve()  # the enchantment
    d.resolve()  # its enters trigger
    tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(tokens) == 2
    for t in tokens:
        c = d.chars(t)
        assert c.is_creature and "Zombie" in c.subtypes and c.colors == {"B"}
        assert (c.power, c.toughness) == (3, 3)
        assert not c.has("Decayed")


def test_zombies_you_control_get_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Liliana's Mastery", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    assert (d.chars(d.find("Gluttonous Zombie")).power,
            d.chars(d.find("Gluttonous Zombie")).toughness) == (4, 4)
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Severed Legion")).power == 2


def test_the_bonus_ends_when_it_leaves_and_face_down_creatures_never_get_it() -> None:
    """CR 611.3a: the +1/+1 lasts only while Liliana's Mastery is on the battlefield; a
    face-down Spined Basher has no creature types (CR 708.2a) and gets nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liliana's Mastery", "Gluttonous Zombie")
    s.battlefield(0, "Spined Basher", face_down=True)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    zombie, basher = d.find("Gluttonous Zombie"), d.find("Spined Basher")
    assert d.chars(zombie).power == 4
    assert (d.chars(basher).power, d.chars(basher).toughness) == (2, 2)
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Liliana's Mastery")])
    d.resolve()
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (3, 3)


def test_two_masteries_give_plus_two() -> None:
    """Each Mastery's effect applies on its own (CR 613.4c): a Zombie you control gets +2/+2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liliana's Mastery", "Liliana's Mastery", "Severed Legion")
    d = Driver(s.build())
    c = d.chars(d.find("Severed Legion"))
    assert (c.power, c.toughness) == (4, 4)


def test_the_tokens_are_made_even_if_it_has_left_and_are_then_plain_2_2s() -> None:
    """CR 603.6a, 608.2: the enters ability resolves though Liliana's Mastery was destroyed in
    response; the two Zombies are created but get no bonus."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Liliana's Mastery")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.cast(0, "Liliana's Mastery")
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Liliana's Mastery")])
    d.resolve()
    assert d.zone_of("Liliana's Mastery") == "graveyard"
    d.resolve()
    tokens = d.ids("Zombie Token", "battlefield", player=0)
    assert len(tokens) == 2
    assert all((d.chars(t).power, d.chars(t).toughness) == (2, 2) for t in tokens)


def test_a_creature_that_becomes_a_zombie_gets_the_bonus_while_it_is_one() -> None:
    """CR 613.1d, 613.4c: the type change (layer 4) decides which creatures the anthem
    (layer 7c) affects: Mistform Dreamer (2/1) made a Zombie is 3/2; a Zombie given another type
    by Standardize is no longer one, and loses the bonus."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liliana's Mastery", "Mistform Dreamer", "Gluttonous Zombie")
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Standardize")
    d = Driver(s.build())
    dreamer, zombie = d.find("Mistform Dreamer"), d.find("Gluttonous Zombie")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Zombie")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (3, 2)
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Bird")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (2, 1)
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (3, 3)


def test_made_to_read_elf_on_the_stack_two_elves_that_get_the_bonus() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf in Liliana's Mastery on the stack: it enters
    and creates two 2/2 black Elf Tokens, which its anthem (now for Elves) makes 3/3; a Zombie
    you control gets nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Island", "Gluttonous Zombie")
    s.hand(0, "Liliana's Mastery", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Liliana's Mastery")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    d.resolve()
    elves = d.ids("Elf Token", "battlefield")
    assert len(elves) == 2 and not d.ids("Zombie Token", "battlefield")
    c = d.chars(elves[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 3, 3)
    assert d.chars(d.find("Gluttonous Zombie")).power == 3
