"""Graxiplon — {5}{U} Creature — Beast 3/4.

Oracle: "Graxiplon can't be blocked unless defending player controls three or more creatures
that share a creature type."
Rulings covered: ONS-FAQ-105, ONS-FAQ-044.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Graxiplon")


def blockers_for(*defenders: str) -> set[str]:
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon")
    s.battlefield(1, *defenders)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graxiplon")])
    while d.decision.kind != "declare_blockers":
        if d.state.step is Step.POSTCOMBAT_MAIN:
            return set()  # nobody could block
        d.pass_priority()
    return {d.game.card(a.blocker).name for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def test_unblockable_without_three_sharing_a_type() -> None:
    assert blockers_for("Glory Seeker", "Daru Cavalier", "Elvish Warrior") == set()


@pytest.mark.ruling("ONS-FAQ-105", "ONS-FAQ-044")
def test_any_creature_may_block_once_three_share_a_type() -> None:
    # Glory Seeker, Catapult Squad (Human Soldier) and Nova Cleric (Human Cleric) share Human.
    names = blockers_for("Glory Seeker", "Catapult Squad", "Nova Cleric", "Elvish Warrior")
    assert "Elvish Warrior" in names and "Nova Cleric" in names
