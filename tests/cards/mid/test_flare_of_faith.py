"""Flare of Faith — {1}{W} Instant.

Oracle: "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3
and gains indestructible until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Flare of Faith")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Flare of Faith")
    return Driver(s.build())


def test_human_gets_three_and_indestructible() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")  # Human Soldier
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 5) and c.has("Indestructible")


def test_non_human_gets_two() -> None:
    d = setup()
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Flare of Faith", targets=[warrior])
    d.resolve()
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (4, 5) and not c.has("Indestructible")


def _with_evolution() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Glory Seeker")
    s.hand(0, "Flare of Faith", "Artificial Evolution")
    return Driver(s.build())


def test_whether_it_is_a_human_is_checked_as_it_resolves() -> None:
    """CR 608.2h: Artificial Evolution, cast in response, makes Glory Seeker an Elf Soldier;
    as Flare of Faith resolves it isn't a Human, so it gets only +2/+2 and no indestructible."""
    d = _with_evolution()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4) and not c.has("Indestructible")


def test_it_keeps_the_human_bonus_after_it_stops_being_a_human() -> None:
    """CR 608.2h, 611.2c: the +3/+3 and indestructible were given as Flare of Faith resolved; Glory
    Seeker becoming an Elf afterwards doesn't take them away before end of turn."""
    d = _with_evolution()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    c = d.chars(seeker)
    assert "Human" not in c.subtypes
    assert (c.power, c.toughness) == (5, 5) and c.has("Indestructible")


def test_the_indestructible_human_survives_destruction_and_lethal_damage() -> None:
    """CR 702.12b, 704.5g: the indestructible Glory Seeker (a 5/5) isn't destroyed by
    Smother, nor by the lethal 6 damage of three Shocks."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Flare of Faith")
    s.battlefield(1, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Smother", "Shock", "Shock", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Smother", targets=[seeker])
    d.resolve()
    for _ in range(3):
        d.pass_priority()
        d.cast(1, d.ids("Shock", zone="hand")[0], targets=[seeker])
        d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 6


def test_the_bonus_ends_with_the_turn() -> None:
    """CR 514.2, 611.2a: "until end of turn": at the next turn Glory Seeker is a 2/2 without
    indestructible."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Flare of Faith")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Indestructible")


def test_a_face_down_human_is_no_human() -> None:
    """CR 708.2a: a face-down Daru Lancer (a Human Knight face up) has no creature types: it
    gets +2/+2 only, a 4/4 without indestructible."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.hand(0, "Flare of Faith")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.cast(0, "Flare of Faith", targets=[lancer])
    d.resolve()
    c = d.chars(lancer)
    assert (c.power, c.toughness) == (4, 4) and not c.has("Indestructible")


def test_an_opponent_s_creature_can_be_its_target() -> None:
    """"Target creature" (CR 115.1): any creature, an opponent's Human included: their Glory
    Seeker gets +3/+3 and indestructible."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Flare of Faith")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 5) and c.has("Indestructible")


def test_target_gone_the_spell_does_nothing() -> None:
    """CR 608.2b: Glory Seeker Shocked in response, Flare of Faith has no legal target and
    doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Flare of Faith")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [e for e in d.game.log if e.kind == "fizzle"]


def test_moonrage_brute_is_no_human() -> None:
    """CR 712.8e: transformed, Brutal Cathar has only its back face's characteristics:
    Moonrage Brute is a Werewolf, not a Human, so it gets +2/+2 only (a 5/5) and no
    indestructible."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.hand(0, "Flare of Faith")
    d = Driver(s.build())
    brute = d.find("Moonrage Brute")
    d.cast(0, "Flare of Faith", targets=[brute])
    d.resolve()
    c = d.chars(brute)
    assert (c.power, c.toughness) == (5, 5) and not c.has("Indestructible")
