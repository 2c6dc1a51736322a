"""Wave of Indifference — {X}{R} Sorcery.

Oracle: "X target creatures can't block this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wave of Indifference")


def test_exactly_x_creatures_cant_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin", "Elvish Warrior")
    d = Driver(s.build())
    a, b, c = d.find("Goblin Sledder"), d.find("Nosy Goblin"), d.find("Elvish Warrior")
    d.cast(0, "Wave of Indifference", x=2, targets=[a], pay=False)
    assert d.decision.kind == "target"  # a second target is required
    from manastack.decisions.actions import Choose
    assert Choose(None) not in d.game.legal_actions()
    d.choose(b)
    d.pay()
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blockers = {getattr(x, "blocker", None) for x in d.game.legal_actions()}
    assert a not in blockers and b not in blockers
    assert c in blockers
