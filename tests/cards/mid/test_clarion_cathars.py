"""Clarion Cathars — {3}{W} Creature — Human Knight 3/3.

Oracle: "When Clarion Cathars enters the battlefield, create a 1/1 white Human creature
token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Clarion Cathars")


def test_creates_a_human() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Clarion Cathars")
    d = Driver(s.build())
    d.cast(0, "Clarion Cathars")
    d.resolve()
    d.resolve()
    human = d.find("Human", zone="battlefield")
    c = d.chars(human)
    assert (c.power, c.toughness) == (1, 1) and "W" in c.colors and "Human" in c.subtypes
    assert d.state.objects[human].controller == 0


def test_human_comes_though_the_cathars_left() -> None:
    """CR 113.7a: the Cathars is killed by Starstorm with its trigger on the stack; the Human
    is still created for its controller, after the Starstorm (so it survives)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Clarion Cathars")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Clarion Cathars")
    d.resolve()
    assert d.state.stack
    d.pass_priority()
    d.cast(1, "Starstorm", x=3)
    d.resolve()
    assert d.zone_of("Clarion Cathars") == "graveyard"
    d.resolve()
    human = d.find("Human", zone="battlefield", player=0)
    assert d.state.objects[human].controller == 0


def test_changed_on_the_stack_it_enters_an_elf_and_makes_an_elf() -> None:
    """CR 612.2a, 400.7a: Artificial Evolution changes Human to Elf in Clarion Cathars
    while it is a spell; the permanent keeps the change: it is an Elf Knight and creates a
    1/1 white Elf Token (CR 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Island")
    s.hand(0, "Artificial Evolution", "Clarion Cathars")
    d = Driver(s.build())
    spell = d.cast(0, "Clarion Cathars")
    evolve(d, spell, "Human", "Elf")
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Clarion Cathars")).subtypes == {"Elf", "Knight"}
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"W"}, 1, 1)


def test_changed_after_it_triggered_the_ability_on_the_stack_still_makes_a_human() -> None:
    """CR 113.7a, 612.2a: Clarion Cathars' enters trigger is already on the stack when
    Artificial Evolution changes Human to Elf on the permanent: the ability exists apart from
    its source and keeps its text, so it creates a Human Token; the Cathars is an Elf Knight."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Island")
    s.hand(0, "Artificial Evolution", "Clarion Cathars")
    d = Driver(s.build())
    d.cast(0, "Clarion Cathars")
    d.resolve()
    assert len(d.state.stack) == 1  # its enters trigger
    cathars = d.find("Clarion Cathars")
    evolve(d, cathars, "Human", "Elf")
    assert d.chars(cathars).subtypes == {"Elf", "Knight"}
    d.resolve()
    [token] = tokens(d)
    assert (d.chars(token).name, d.chars(token).subtypes) == ("Human Token", {"Human"})
