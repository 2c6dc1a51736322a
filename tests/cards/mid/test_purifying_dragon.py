"""Purifying Dragon — {3}{R}{R} Creature — Dragon 4/3.

Oracle: "Flying / Whenever Purifying Dragon attacks, it deals 1 damage to target creature
defending player controls. If that creature is a Zombie, Purifying Dragon deals 2 damage to it
instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Purifying Dragon")


def test_one_damage_or_two_to_a_zombie() -> None:
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([d.find("Purifying Dragon")], defender=1)
    targets = {a.value for a in d.decision.actions}
    assert d.find("Elvish Warrior") not in targets and zombie in targets
    d.choose(zombie)
    d.resolve()
    assert d.state.objects[zombie].damage == 2


def test_non_zombie_takes_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Purifying Dragon")])
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1


def test_the_damage_still_goes_to_a_creature_of_the_player_it_attacked_after_it_dies() -> None:
    """CR 508.5: once the Dragon is no longer attacking (destroyed in response to its trigger),
    "defending player" is still the player it was attacking, so its target stays legal
    (CR 608.2b) and is dealt the damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([d.find("Purifying Dragon")])
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[d.find("Purifying Dragon")])
    d.resolve()
    assert d.ids("Purifying Dragon", zone="graveyard")
    d.resolve()
    assert d.state.objects[seeker].damage == 1


def test_attacking_a_planeswalker_targets_a_creature_its_controller_controls() -> None:
    """CR 508.5: for a creature attacking a planeswalker, "defending player" is that
    planeswalker's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Wrenn and Seven", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Purifying Dragon"): d.find("Wrenn and Seven")})
    assert {a.value for a in d.decision.actions} == {d.find("Glory Seeker")}


def test_a_face_down_zombie_is_no_zombie_and_takes_one() -> None:
    """CR 708.2a: a face-down Gluttonous Zombie has no creature types, so it isn't a Zombie
    as the ability resolves: 1 damage, not 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Gluttonous Zombie", face_down=True)
    d = Driver(s.build())
    hidden = d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([d.find("Purifying Dragon")])
    d.choose(hidden)
    d.resolve()
    assert d.state.objects[hidden].damage == 1


def test_with_no_creature_to_target_the_trigger_is_removed() -> None:
    """CR 603.3d: with no creature the defending player controls, the trigger has no legal
    target and is removed from the stack; the Dragon's own creature is not a choice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Purifying Dragon", "Glory Seeker")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Purifying Dragon")])
    assert not d.state.stack and d.decision.kind == "priority"
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_a_zombie_becoming_another_type_in_response_takes_one() -> None:
    """CR 608.2h: whether the target is a Zombie is checked as the ability resolves;
    Mistform Wall (1/4) made a Zombie is targeted, then becomes a Bird in response: 1
    damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Mistform Wall", "Island", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    d.pass_priority()
    d.activate(1, wall)
    d.resolve()
    d.choose("Zombie")
    d.to_combat()
    d.attack([d.find("Purifying Dragon")])
    d.choose(wall)
    d.pass_priority()
    d.activate(1, wall)
    d.resolve()
    d.choose("Bird")
    d.resolve()
    assert d.state.objects[wall].damage == 1
    assert d.zone_of("Mistform Wall") == "battlefield"


def test_made_to_read_elf_it_deals_two_to_an_elf() -> None:
    """CR 612.2: Purifying Dragon made to read Elf deals 2 damage to the Elf it targets as it
    attacks, and 1 to a Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Purifying Dragon")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    dragon = d.find("Purifying Dragon")
    evolve(d, dragon, "Zombie", "Elf")
    assert d.chars(dragon).subtypes == {"Dragon"}
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([dragon])
    d.choose(warrior)
    d.resolve()
    assert d.state.objects[warrior].damage == 2


def test_made_to_read_unicorn_its_text_says_a_unicorn() -> None:
    """CR 612.1: Zombie changed to Unicorn on Purifying Dragon reads "If that creature is a
    Unicorn" (the article agrees with the word's sound, not its first letter)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Purifying Dragon")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    dragon = d.find("Purifying Dragon")
    evolve(d, dragon, "Zombie", "Unicorn")
    [shown] = [o for o in d.game.view(1)["battlefield"] if o["id"] == dragon]
    assert "If that creature is a Unicorn," in shown["text"]
