"""Elvish Pathcutter — {3}{G} Creature — Elf Scout 1/2.

Oracle: "{2}{G}: Target Elf creature gains forestwalk until end of turn. (It can't be blocked
as long as defending player controls a Forest.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Pathcutter")


def test_elf_gains_forestwalk_and_cant_be_blocked_by_a_forest_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    savage = d.find("Wirewood Savage")
    d.activate(0, "Elvish Pathcutter", targets=[savage])
    d.resolve()
    assert d.chars(savage).has("Forestwalk")
    d.to_combat()
    d.attack([savage])
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 18


def test_non_elves_cannot_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Elvish Pathcutter", targets=[d.find("Elvish Pathcutter")])
    d.resolve()
    assert d.chars(d.find("Elvish Pathcutter")).has("Forestwalk")
    assert not d.chars(d.find("Glory Seeker")).has("Forestwalk")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(d.find("Elvish Pathcutter")).has("Forestwalk")
