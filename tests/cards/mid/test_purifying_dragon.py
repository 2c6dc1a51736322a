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
