"""Standardize — {U}{U} Instant.

Oracle: "Choose a creature type other than Wall. Each creature becomes that type until end of
turn."
Rulings covered: ONS-FAQ-171, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Standardize")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    s.hand(0, "Standardize", "Elvish Warrior")
    return Driver(s.build())


def test_wall_cannot_be_chosen() -> None:
    d = setup()
    d.cast(0, "Standardize")
    d.resolve()
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert "Wall" not in opts and "Zombie" in opts


@pytest.mark.ruling("ONS-FAQ-171", "ONS-FAQ-046", "ONS-OR-0085")
def test_creatures_become_only_that_type_until_end_of_turn() -> None:
    d = setup()
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Zombie")
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    assert d.chars(seeker).subtypes == {"Zombie"}
    assert d.chars(raider).subtypes == {"Zombie"}
    d.cast(0, "Elvish Warrior")
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).subtypes == {"Elf", "Warrior"}  # came later
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).subtypes == {"Human", "Soldier"}


@pytest.mark.ruling("ONS-FAQ-171")
def test_a_permanent_that_becomes_a_creature_later_is_not_affected() -> None:
    """Standardize makes Kamahl, Fist of Krosa a Zombie; a Forest Kamahl animates afterwards
    wasn't a creature as Standardize resolved, so it isn't a Zombie (CR 611.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Forest", "Forest", "Forest", "Kamahl, Fist of Krosa")
    s.hand(0, "Standardize")
    d = Driver(s.build())
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Zombie")
    kamahl = d.find("Kamahl, Fist of Krosa")
    assert d.chars(kamahl).subtypes == {"Zombie"}
    forest = next(f for f in d.ids("Forest") if not d.state.objects[f].tapped)
    d.activate(0, kamahl, index=0, targets=[forest])
    d.resolve()
    c = d.chars(forest)
    assert c.is_creature and "Zombie" not in c.subtypes


def test_choosing_wall_is_refused_saying_the_choice_excludes_it() -> None:
    """"Other than Wall" (CR 205.3m): choosing Wall is refused with an error saying it is a
    creature type this choice excludes; the game is unchanged."""
    from manastack.game import IllegalActionError

    d = setup()
    d.cast(0, "Standardize")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="'Wall' is a creature type, but this choice "
                                                 "excludes it"):
        d.choose("Wall")
    assert d.game.fingerprint() == before


def test_a_later_type_change_wins_by_timestamp() -> None:
    """CR 613.7: both effects apply in layer 4 in timestamp order; Mistform Dreamer made a Bird
    after Standardize (Zombie) is a Bird; the Seeker stays a Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Mistform Dreamer", "Glory Seeker")
    s.hand(0, "Standardize")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Zombie")
    assert d.chars(dreamer).subtypes == {"Zombie"}
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    assert d.chars(dreamer).subtypes == {"Bird"}
    assert d.chars(d.find("Glory Seeker")).subtypes == {"Zombie"}


def test_a_face_down_creature_becomes_the_chosen_type() -> None:
    """CR 708.2a, 613.1d: a face-down creature has no creature types, but the effect gives it
    the chosen one; turned face up it stays only the chosen type until end of turn (the
    effect applies to the same object, CR 708.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Plains", "Plains")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.hand(0, "Standardize")
    d = Driver(s.build())
    hidden = d.find("Daru Healer")
    assert d.chars(hidden).subtypes == set()
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Elf")
    assert d.chars(hidden).subtypes == {"Elf"}
    d.special(0, "turn_face_up", hidden)
    d.pay()
    c = d.chars(hidden)
    assert c.name == "Daru Healer" and c.subtypes == {"Elf"}


def test_changed_on_the_stack_to_read_elf_for_wall_wall_may_be_chosen() -> None:
    """CR 612.2: Artificial Evolution replaces Wall with Elf in Standardize while it is on the
    stack: it reads "Choose a creature type other than Elf": Elf can't be chosen, Wall can, and
    every creature becomes a Wall."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    s.hand(0, "Standardize", "Artificial Evolution")
    d = Driver(s.build())
    standardize = d.cast(0, "Standardize")
    evolve(d, standardize, "Wall", "Elf")
    d.resolve()
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert "Elf" not in opts and "Wall" in opts
    d.choose("Wall")
    assert d.chars(d.find("Glory Seeker")).subtypes == {"Wall"}
    assert d.chars(d.find("Goblin Sky Raider")).subtypes == {"Wall"}
