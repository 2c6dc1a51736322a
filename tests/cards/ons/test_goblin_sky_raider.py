"""Goblin Sky Raider — {2}{R} Creature — Goblin Warrior 1/2.

Oracle: "Flying (This creature can't be blocked except by creatures with flying or reach.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Sky Raider")


def test_flying_ground_creatures_cannot_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Elvish Warrior", "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider", player=0)
    assert d.chars(raider).has("Flying")
    d.to_combat()
    d.attack([raider])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Elvish Warrior"), raider))
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 19


def test_a_creature_with_reach_can_block_it() -> None:
    """CR 702.9b, 702.17a, 702.17b: reach, a static ability, lets a creature block a creature
    with flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Silklash Spider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Silklash Spider"): raider})
    d.pass_until("end_of_combat")
    assert d.zone_of("Goblin Sky Raider") == "graveyard" and d.life(1) == 20
