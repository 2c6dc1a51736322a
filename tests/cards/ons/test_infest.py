"""Infest — {1}{B}{B} Sorcery.

Oracle: "All creatures get -2/-2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Infest")

def test_all_creatures_get_minus_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Infest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    w = d.find("Elvish Warrior")
    assert (d.chars(w).power, d.chars(w).toughness) == (0, 1)


def test_a_creature_entering_afterwards_is_not_affected() -> None:
    """CR 611.2c: the -2/-2 applies to the creatures on the battlefield as Infest resolves,
    not to one that enters later in the turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3, "Plains")
    s.hand(0, "Infest", "Glory Seeker")
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_a_face_down_creature_dies_and_a_survivor_recovers_at_cleanup() -> None:
    """A face-down creature is a 2/2 (CR 708.2a) and dies (CR 704.5f); a 4/4 survives as a
    2/2 and is a 4/4 again once "until end of turn" ends in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Gangrenous Goliath")
    s.hand(0, "Infest")
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Exalted Angel") == "graveyard"
    goliath = d.find("Gangrenous Goliath")
    assert (d.chars(goliath).power, d.chars(goliath).toughness) == (2, 2)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(goliath).power, d.chars(goliath).toughness) == (4, 4)


def test_damage_already_marked_becomes_lethal_and_every_player_s_creatures_shrink() -> None:
    """CR 704.5g: Gangrenous Goliath, a 4/4 shocked earlier this turn, becomes a 2/2 with 2
    damage marked and is destroyed; in a three-player game every player's creatures get
    -2/-2 (a 1/1 dies, CR 704.5f)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Gangrenous Goliath")
    s.hand(0, "Shock", "Infest")
    s.battlefield(1, "Towering Baloth")
    s.battlefield(2, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Gangrenous Goliath")])
    d.resolve()
    assert d.zone_of("Gangrenous Goliath") == "battlefield"
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Gangrenous Goliath") == "graveyard"
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    baloth = d.chars(d.find("Towering Baloth"))
    assert (baloth.power, baloth.toughness) == (5, 4)
