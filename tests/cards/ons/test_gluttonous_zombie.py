"""Gluttonous Zombie — {4}{B} Creature — Zombie 3/3.

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

pytestmark = pytest.mark.card("Gluttonous Zombie")


def test_fear_only_black_creatures_may_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker", "Severed Legion")
    d = Driver(s.build())
    z = d.find("Gluttonous Zombie")
    assert d.chars(z).has("Fear") and (d.chars(z).power, d.chars(z).toughness) == (3, 3)
    d.to_combat()
    d.attack([z])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(d.find("Glory Seeker"), z))
    d.block({d.find("Severed Legion"): z})
    assert z in d.state.combat.blockers[d.find("Severed Legion")]
