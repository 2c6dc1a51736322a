"""Feeding Frenzy — {2}{B} Instant.

Oracle: "Target creature gets -X/-X until end of turn, where X is the number of Zombies on the
battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Feeding Frenzy")

def test_minus_x_where_x_is_zombies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Festering Goblin")
    s.hand(0, "Feeding Frenzy")
    s.battlefield(1, "Barkhide Mauler", "Nantuko Husk")
    d = Driver(s.build())
    m = d.find("Barkhide Mauler")
    d.cast(0, "Feeding Frenzy", targets=[m])
    d.resolve()
    assert (d.chars(m).power, d.chars(m).toughness) == (2, 2)  # two Zombies


def test_x_is_counted_once_as_it_resolves() -> None:
    """CR 608.2h, 611.2c: X is the number of Zombies as Feeding Frenzy resolves (one: -1/-1);
    a Zombie entering later that turn doesn't make the effect bigger."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8, "Festering Goblin")
    s.hand(0, "Feeding Frenzy", "Gluttonous Zombie")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.cast(0, "Feeding Frenzy", targets=[w])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    d.cast(0, "Gluttonous Zombie")
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_creatures_made_zombies_by_an_effect_count_face_down_ones_dont() -> None:
    """CR 205.1b, 708.2: Ghouls' Night Out makes the returned Glory Seeker a Zombie, so it
    counts; a face-down Boneknitter (a Zombie card) has no creature types and doesn't: X is 1
    and Elvish Warrior becomes 1/2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8)
    s.battlefield(0, "Boneknitter", face_down=True)
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Ghouls' Night Out", "Feeding Frenzy")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Glory Seeker", "graveyard"))
    assert "Zombie" in d.chars(d.find("Glory Seeker", "battlefield")).subtypes
    w = d.find("Elvish Warrior")
    d.cast(0, "Feeding Frenzy", targets=[w])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)


def test_every_zombie_counts_the_target_too() -> None:
    """"Zombies on the battlefield": the opponent's and the target itself count: with two of
    the opponent's Zombies, the targeted Gluttonous Zombie (3/3) gets -2/-2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Feeding Frenzy")
    s.battlefield(1, "Festering Goblin", "Gluttonous Zombie")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Feeding Frenzy", targets=[zombie])
    d.resolve()
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (1, 1)


def test_no_zombies_is_x_0_and_the_effect_ends_with_the_turn() -> None:
    """With no Zombie, X is 0: the target is unchanged. With one, -1/-1 until end of turn
    (CR 514.2): next turn the Warrior is 2/3 again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8)
    s.hand(0, "Feeding Frenzy", "Feeding Frenzy", "Gluttonous Zombie")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.cast(0, "Feeding Frenzy", targets=[w])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (2, 3)
    assert len(d.ids("Feeding Frenzy", zone="graveyard")) == 1
    d.pass_until("upkeep", turn=4)
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Gluttonous Zombie")
    d.resolve()
    d.cast(0, "Feeding Frenzy", targets=[w])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    d.pass_until("upkeep", turn=6)
    assert (d.chars(w).power, d.chars(w).toughness) == (2, 3)


def test_a_creature_with_protection_from_black_cant_be_targeted() -> None:
    """Protection from black (CR 702.16b): Disciple of Grace can't be the target of the black
    Feeding Frenzy; choosing it is refused, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Gluttonous Zombie")
    s.hand(0, "Feeding Frenzy")
    s.battlefield(1, "Disciple of Grace", "Elvish Warrior")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Feeding Frenzy"), "normal"))
    d.expect("target")
    assert d.find("Disciple of Grace") not in {a.value for a in d.decision.actions}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="protection"):
        d.choose(d.find("Disciple of Grace"))
    assert d.game.fingerprint() == before


def test_changed_on_the_stack_to_read_elf_x_is_the_number_of_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Feeding Frenzy while it is on
    the stack: X is the number of Elves (two Wellwishers), not Zombies (Festering Goblin):
    Glory Seeker gets -2/-2 and dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Island", "Wellwisher", "Wellwisher",
                  "Festering Goblin")
    s.hand(0, "Feeding Frenzy", "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for swamp in d.ids("Swamp"):
        d.mana(0, swamp)
    frenzy = d.cast(0, "Feeding Frenzy", targets=[d.find("Glory Seeker")])
    d.cast(0, "Artificial Evolution", targets=[frenzy])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
