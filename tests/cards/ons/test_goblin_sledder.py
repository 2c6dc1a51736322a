"""Goblin Sledder — {R} Creature — Goblin 1/1.

Oracle: "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Sledder")


def test_sacrifice_another_goblin_to_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Goblin Sky Raider", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Goblin Sledder", targets=[seeker])
    dec = d.expect("cost_sacrifice")
    options = {a.value for a in dec.actions}
    assert options == {d.find("Goblin Sledder"), d.find("Goblin Sky Raider")}  # not a Soldier
    d.choose(d.find("Goblin Sky Raider"))
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_can_sacrifice_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Goblin Sledder", targets=[seeker], choices=[d.find("Goblin Sledder")])
    d.resolve()
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.chars(seeker).power == 3


def test_the_bonus_ends_at_cleanup() -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Goblin Sky Raider", "Glory Seeker")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Goblin Sledder", targets=[seeker], choices=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.chars(seeker).power == 3
    d.pass_until("upkeep", turn=4)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_two_goblins_give_plus_two() -> None:
    """Each activation is its own ability and its own effect (CR 611.2a): sacrificing two
    Goblins gives +2/+2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Goblin Sky Raider", "Glory Seeker")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    d.activate(0, sledder, targets=[seeker], choices=[d.find("Goblin Sky Raider")])
    d.activate(0, sledder, targets=[seeker], choices=[sledder])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_sacrificing_its_own_target_leaves_the_ability_nothing_to_do() -> None:
    """CR 602.2b, 601.2c, 601.2h: the target is chosen before the cost is paid, so the
    Sledder may target itself and be sacrificed for it; the ability then has no legal target
    and doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.activate(0, sledder, targets=[sledder], choices=[sledder])
    assert d.zone_of("Goblin Sledder") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_an_opponents_goblin_cant_be_sacrificed() -> None:
    """CR 701.21a: a player can sacrifice only a permanent they control: the opponent's
    Goblin is not offered and is refused; the opponent's creature may be the target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    sledder, raider = d.find("Goblin Sledder"), d.find("Goblin Sky Raider")
    d.activate(0, sledder, targets=[raider])
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {sledder}
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(raider)
    assert d.game.to_json() == before
    d.choose(sledder)
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (2, 3)


def test_pumped_in_response_the_creature_survives_shock() -> None:
    """CR 405.5, 704.5g: the +1/+1, activated in response, resolves first, and Glory Seeker,
    a 3/3, survives Shock's 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.activate(0, "Goblin Sledder", targets=[seeker], choices=[d.find("Goblin Sledder")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield" and d.state.objects[seeker].damage == 2


def test_a_face_down_goblin_cant_be_sacrificed() -> None:
    """CR 708.2a: face-down Skirk Commando is a 2/2 creature with no creature types, so it
    isn't a Goblin to sacrifice: only the Sledder itself is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    d.activate(0, "Goblin Sledder", targets=[d.find("Glory Seeker")])
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {d.find("Goblin Sledder")}


def test_a_face_down_goblin_is_no_goblin_to_sacrifice() -> None:
    """CR 708.2a: a face-down creature has no creature types, so a face-down Skirk Commando
    can't be sacrificed as a Goblin; only the Sledder is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.activate(0, sledder, targets=[d.find("Glory Seeker")])
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {sledder}


def test_the_bonus_stays_when_the_creature_is_turned_face_up() -> None:
    """CR 708.8: effects applied to a face-down permanent still apply once it is turned face
    up: the face-down 2/2 made a 3/3 is an Exalted Angel 5/6 once turned up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.activate(0, "Goblin Sledder", targets=[angel], choices=[d.find("Goblin Sledder")])
    d.resolve()
    assert (d.chars(angel).power, d.chars(angel).toughness) == (3, 3)
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert (c.name, c.power, c.toughness) == ("Exalted Angel", 5, 6)


@pytest.mark.ruling("ONS-OR-0042")
def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution changes Goblin to Elf in its type line and its cost:
    "Sacrifice an Elf": the Sledder itself (now an Elf) and Elvish Warrior are offered, Goblin
    Sky Raider isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Goblin Sledder", "Elvish Warrior", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.cast(0, "Artificial Evolution", targets=[sledder])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    d.activate(0, sledder, targets=[sledder])
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {sledder, d.find("Elvish Warrior")}
