"""Boneknitter — {1}{B} Creature — Zombie Cleric 1/1.

Oracle: "{1}{B}: Regenerate target Zombie. / Morph {2}{B} (You may cast this card face down as
a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: ONS-FAQ-180.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Boneknitter")


@pytest.mark.ruling("ONS-FAQ-180", "ONS-OR-0095")
def test_can_regenerate_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.cast(1, "Shock", targets=[knitter])
    d.pass_priority()
    d.activate(0, knitter, targets=[knitter])
    d.resolve()
    d.resolve()
    assert d.find("Boneknitter", zone="battlefield") == knitter
    assert d.state.objects[knitter].tapped


def test_only_zombies_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    d.activate(0, "Boneknitter", pay=False)
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Gluttonous Zombie") in opts
    assert d.find("Glory Seeker") not in opts


def test_a_face_down_zombie_is_no_zombie_and_a_face_down_boneknitter_has_no_ability() -> None:
    """CR 708.2a: a face-down creature has no creature types and no abilities: a face-down
    Gluttonous Zombie can't be targeted, and a face-down Boneknitter offers no ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp")
    s.battlefield(0, "Gluttonous Zombie", face_down=True)
    s.battlefield(1, "Boneknitter", face_down=True)
    s.battlefield(1, "Swamp", "Swamp")
    d = Driver(s.build())
    mine = d.find("Boneknitter", player=0)
    d.activate(0, mine, pay=False)
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert opts == {mine}
    assert d.find("Gluttonous Zombie") not in opts
    assert d.find("Boneknitter", player=1) not in opts


def test_it_can_regenerate_an_opponent_s_zombie() -> None:
    """"Target Zombie" has no controller restriction (CR 115.1): Boneknitter shields an
    opponent's Haunted Cadaver from Shock; the Zombie survives, tapped (CR 701.19a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Haunted Cadaver")
    d = Driver(s.build())
    zombie = d.find("Haunted Cadaver")
    d.activate(0, "Boneknitter", targets=[zombie])
    d.resolve()
    d.cast(0, "Shock", targets=[zombie])
    d.resolve()
    assert d.find("Haunted Cadaver", zone="battlefield") == zombie
    assert d.state.objects[zombie].tapped and d.state.objects[zombie].damage == 0


def test_the_shield_fizzles_if_the_zombie_is_gone() -> None:
    """CR 608.2b: Shock in response kills the targeted Zombie; the ability, its only target
    gone, doesn't resolve (no shield is created, the Zombie stays in the graveyard)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp")
    s.battlefield(0, "Haunted Cadaver")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    zombie = d.find("Haunted Cadaver")
    d.activate(0, "Boneknitter", targets=[zombie])
    d.pass_priority()
    d.cast(1, "Shock", targets=[zombie])
    d.resolve()
    assert d.zone_of("Haunted Cadaver") == "graveyard"
    d.resolve()
    assert d.state.stack == [] and d.zone_of("Haunted Cadaver") == "graveyard"
    assert [e for e in d.game.log if e.kind == "fizzle"]


def test_the_shield_ends_with_the_turn() -> None:
    """CR 701.19a, 514.2: a regeneration shield lasts until used or until the cleanup step:
    set up on the opponent's turn, it doesn't save the Zombie from a Shock on the next."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Haunted Cadaver")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    zombie = d.find("Haunted Cadaver")
    d.pass_until("end")
    d.pass_priority()
    d.activate(0, "Boneknitter", targets=[zombie])
    d.resolve()
    d.pass_until("upkeep", turn=d.state.turn + 1)
    d.pass_priority()
    d.cast(1, "Shock", targets=[zombie])
    d.resolve()
    assert d.zone_of("Haunted Cadaver") == "graveyard"


def test_regenerated_by_first_strike_damage_it_leaves_combat_and_deals_none() -> None:
    """CR 701.19a, 510.4: Gluttonous Zombie (3/3) blocks Moonrage Brute (3/3, first strike)
    with a shield from Boneknitter; the first-strike damage is lethal, the Zombie regenerates,
    is tapped and removed from combat, so it deals no regular combat damage to the Brute."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(1, "Boneknitter", "Gluttonous Zombie", "Swamp", "Swamp")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    brute, zombie = d.find("Moonrage Brute"), d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([brute])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({zombie: brute})
    d.pass_priority()
    d.activate(1, "Boneknitter", targets=[zombie])
    d.resolve()
    d.pass_until("end_of_combat")
    assert d.find("Gluttonous Zombie", zone="battlefield") == zombie
    assert d.state.objects[zombie].tapped
    assert d.state.objects[brute].damage == 0
    assert [(e.source, e.obj, e.amount) for e in d.game.log if e.kind == "damage"] == \
        [(brute, zombie, 3)]


def test_made_to_read_elf_it_regenerates_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Boneknitter's text: its type
    line reads Elf Cleric, and "Regenerate target Elf" may target Wellwisher, not Festering
    Goblin: Shocked, Wellwisher regenerates."""
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Island", "Mountain", "Wellwisher",
                  "Festering Goblin")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    knitter, elf = d.find("Boneknitter"), d.find("Wellwisher")
    evolve(d, knitter, "Zombie", "Elf")
    assert d.chars(knitter).subtypes == {"Elf", "Cleric"}
    options = start_activation(d, knitter)
    assert elf in options and d.find("Festering Goblin") not in options
    d.choose(elf)
    d.pay()
    d.resolve()
    d.cast(0, "Shock", targets=[elf])
    d.resolve()
    assert d.zone_of("Wellwisher") == "battlefield" and d.state.objects[elf].tapped
