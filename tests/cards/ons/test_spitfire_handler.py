"""Spitfire Handler — {1}{R} Creature — Goblin 1/1.

Oracle: "Spitfire Handler can't block creatures with power greater than Spitfire Handler's
power. / {R}: Spitfire Handler gets +1/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spitfire Handler")


def _blockable(d: Driver) -> set[object]:
    d.expect("declare_blockers")
    return {getattr(a, "attacker", None) for a in d.game.legal_actions()
            if getattr(a, "blocker", None) == d.find("Spitfire Handler")}


def _to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()


def test_cant_block_a_bigger_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler", "Mountain")
    s.battlefield(0, "Glory Seeker", "Goblin Sledder")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    d.to_combat()
    d.attack([seeker, sledder])
    _to_blocks(d)
    assert _blockable(d) == {sledder}


def test_pumped_it_can_block_the_bigger_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler", "Mountain")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.activate(1, "Spitfire Handler")
    d.resolve()
    _to_blocks(d)
    assert d.chars(d.find("Spitfire Handler")).power == 2
    assert _blockable(d) == {seeker}
