"""Snapping Thragg — {4}{R} Creature — Beast 3/3.

Oracle: "Whenever Snapping Thragg deals combat damage to a player, you may have it deal 3 damage
to target creature that player controls. / Morph {4}{R}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snapping Thragg")


def test_deals_three_to_a_creature_of_the_player_it_hit() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snapping Thragg", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Glory Seeker") not in legal
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.choose(True)
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.life(1) == 17
