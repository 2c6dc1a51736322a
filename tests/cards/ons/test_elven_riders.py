"""Elven Riders — {3}{G}{G} Creature — Elf 3/3.

Oracle: "Elven Riders can't be blocked except by Walls and/or creatures with flying."
Rulings covered: ONS-FAQ-079 (tested against the current rules: the creatures that "could
block as though they had flying" now have reach, and reach doesn't let a creature block
Elven Riders — Gatherer ruling 2007-05-01), ONS-FAQ-080 (a creature that can block only
creatures with flying can't block it).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elven Riders")


def at_blocks() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Elven Riders")
    s.battlefield(1, "Wall of Mulch", "Goblin Sky Raider", "Spitting Gourna", "Ascending Aven",
                  "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elven Riders")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d


def test_walls_and_flyers_can_block() -> None:
    for name in ("Wall of Mulch", "Goblin Sky Raider"):
        d = at_blocks()
        d.block({d.find(name): d.find("Elven Riders")})
        assert d.find(name) in d.state.combat.blockers


@pytest.mark.ruling("ONS-FAQ-079", "ONS-FAQ-080")
def test_reach_and_block_only_flyers_cannot_block() -> None:
    for name in ("Spitting Gourna", "Ascending Aven", "Glory Seeker"):
        d = at_blocks()
        with pytest.raises(IllegalActionError):
            d.act(1, DeclareBlocker(d.find(name), d.find("Elven Riders")))
