"""Anurid Murkdiver — {4}{B}{B} Creature — Zombie Frog Beast 4/3.

Oracle: "Swampwalk"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Anurid Murkdiver")


def blockable(defender_lands: tuple[str, ...]) -> bool:
    s = Scenario(seed=1)
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Elvish Warrior", *defender_lands)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Anurid Murkdiver")])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    return any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())


def test_unblockable_against_a_swamp() -> None:
    assert not blockable(("Swamp",))


def test_blockable_without_a_swamp() -> None:
    assert blockable(("Forest",))
