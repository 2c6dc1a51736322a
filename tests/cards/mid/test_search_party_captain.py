"""Search Party Captain — {3}{W} Creature — Human Soldier 2/2.

Oracle: "This spell costs {1} less to cast for each creature you attacked with this turn. /
When Search Party Captain enters the battlefield, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Search Party Captain")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Search Party Captain")
    s.library(0, "Island", "Island")
    return Driver(s.build())


def test_full_cost_without_attacking() -> None:
    d = setup()
    assert CastSpell(d.find("Search Party Captain"), "normal") not in d.game.legal_actions()


def test_two_attackers_make_it_two_less_and_it_draws() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    d.cast(0, "Search Party Captain")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    d.resolve()
    d.resolve()
    assert d.ids("Island", zone="hand")
    assert d.ids("Search Party Captain", zone="battlefield")
