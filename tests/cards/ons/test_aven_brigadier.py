"""Aven Brigadier — {3}{W}{W}{W} Creature — Bird Soldier 3/5.

Oracle: "Flying / Other Bird creatures get +1/+1. / Other Soldier creatures get +1/+1."
Rulings covered: ONS-FAQ-077, ONS-FAQ-043.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Aven Brigadier")


def test_each_anthem_applies_separately_to_every_player() -> None:
    """CR 405.6b, 117.2b, 110.3, 302.4c: the Brigadiers' static abilities apply without using the
    stack: each creature's power and toughness are its printed ones as modified by them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Aven Brigadier")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (4, 4)  # two Brigadiers, any controller
    for b in d.ids("Aven Brigadier"):
        # each is a Bird and a Soldier: +1/+1 twice from the other one
        c = d.chars(b)
        assert (c.power, c.toughness) == (5, 7)
        assert c.has("Flying")


@pytest.mark.ruling("ONS-FAQ-077", "ONS-FAQ-043", "ONS-OR-0009")
def test_bird_soldiers_get_both_bonuses() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Aven Brigadier", "Screaming Seahawk", "Glory Seeker",
                  "Elvish Warrior")
    d = Driver(s.build())
    first, second = d.ids("Aven Brigadier")
    assert d.chars(first).power == 5 and d.chars(first).toughness == 7  # +2/+2 from the other
    assert d.chars(d.find("Screaming Seahawk")).power == 4  # two Bird bonuses
    assert d.chars(d.find("Glory Seeker")).power == 4  # two Soldier bonuses
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_it_doesnt_pump_itself_and_the_bonus_ends_when_it_leaves() -> None:
    """"Other": a lone Brigadier stays a 3/5 (CR 109.1, 611.3a); its static abilities stop
    applying once it leaves the battlefield: Infernal Grasp destroys it and an opponent's Bird
    Soldier (Daru Cavalier is a Human Soldier) goes back to its printed size."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier")
    s.battlefield(1, "Swamp", "Swamp", "Screaming Seahawk", "Glory Seeker")
    s.hand(1, "Infernal Grasp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    brigadier = d.find("Aven Brigadier")
    assert (d.chars(brigadier).power, d.chars(brigadier).toughness) == (3, 5)
    seahawk, seeker = d.find("Screaming Seahawk"), d.find("Glory Seeker")
    assert (d.chars(seahawk).power, d.chars(seahawk).toughness) == (3, 3)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.cast(1, "Infernal Grasp", targets=[brigadier])
    d.resolve()
    assert d.zone_of("Aven Brigadier") == "graveyard"
    assert (d.chars(seahawk).power, d.chars(seahawk).toughness) == (2, 2)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_a_changed_creature_type_changes_the_bonus() -> None:
    """CR 613.1d, 613.4c: creature types are set in layer 4 before the Brigadier's +1/+1 applies
    in layer 7c: Imagecrafter making Glory Seeker a Goblin takes its Soldier bonus away, making
    Elvish Warrior a Bird gives it the Bird bonus; a face-down creature has no creature type
    (CR 708.2a) and gets nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Imagecrafter", "Glory Seeker", "Elvish Warrior")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert d.chars(seeker).power == 3 and d.chars(warrior).power == 2
    assert (d.chars(d.find("Daru Lancer")).power, d.chars(d.find("Daru Lancer")).toughness) == \
        (2, 2)
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    d.activate(0, "Imagecrafter", targets=[warrior])
    d.resolve()
    d.choose("Bird")
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (3, 4)  # a 2/3 Elf before
    assert d.chars(seeker).power == 3  # a Soldier again: "until end of turn" has ended


def test_made_to_read_elf_for_soldier_it_pumps_elves_and_birds() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in Aven Brigadier's text: its
    type line reads Bird Elf, other Elf creatures get +1/+1 (Wellwisher), other Soldiers no
    longer do (Glory Seeker), and other Birds still do (Screaming Seahawk)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Aven Brigadier", "Wellwisher", "Glory Seeker",
                  "Screaming Seahawk")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    brigadier = d.find("Aven Brigadier")
    evolve(d, brigadier, "Soldier", "Elf")
    assert d.chars(brigadier).subtypes == {"Bird", "Elf"}
    assert d.chars(d.find("Wellwisher")).power == 2
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Screaming Seahawk")).power == 3
