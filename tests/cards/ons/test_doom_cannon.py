"""Doom Cannon — {6} Artifact.

Oracle: "As Doom Cannon enters the battlefield, choose a creature type. / {3}, {T}, Sacrifice a
creature of the chosen type: Doom Cannon deals 3 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Doom Cannon")


def cannon_for(kind: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 9, "Wirewood Savage", "Glory Seeker")
    s.hand(0, "Doom Cannon")
    d = Driver(s.build())
    d.cast(0, "Doom Cannon")
    d.resolve()
    d.choose(kind)
    return d


def test_sacrifice_a_creature_of_the_chosen_type() -> None:
    d = cannon_for("Elf")
    d.activate(0, "Doom Cannon", targets=[1], choices=[d.find("Wirewood Savage")])
    assert d.ids("Wirewood Savage", zone="graveyard")
    d.resolve()
    assert d.life(1) == 17
    assert d.ids("Glory Seeker", zone="battlefield")


def test_creatures_of_other_types_cant_be_sacrificed() -> None:
    d = cannon_for("Goblin")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == d.find("Doom Cannon")]


def test_a_tapped_creature_that_just_arrived_can_be_sacrificed() -> None:
    """CR 302.6, 701.21a: only the {T} in the cost is Doom Cannon's (an artifact, which can tap
    the turn it arrives); the creature sacrificed may be tapped and may have come under its
    controller's control this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doom Cannon", sick=True, chosen={"creature_type": "Goblin"})
    s.battlefield(0, "Goblin Sky Raider", sick=True, tapped=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Doom Cannon", targets=[1], choices=[d.find("Goblin Sky Raider")])
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.state.objects[d.find("Doom Cannon")].tapped
    d.resolve()
    assert d.life(1) == 17
