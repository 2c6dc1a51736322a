"""Severed Legion — {1}{B}{B} Creature — Zombie 2/2.

Oracle: "Fear (This creature can't be blocked except by artifact creatures and/or black
creatures.)"
Rulings covered: none in the seed documents (fear, CR 702.36b).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Severed Legion")


def test_unblockable_by_a_nonblack_nonartifact_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Severed Legion")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    legion = d.find("Severed Legion")
    assert d.chars(legion).has("Fear")
    d.to_combat()
    d.attack([legion])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Elvish Warrior"), legion))
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
