"""Morkrut Behemoth — {4}{B} Creature — Zombie Giant 7/6.

Oracle: "As an additional cost to cast this spell, sacrifice a creature or pay {1}{B}. /
Menace (This creature can't be blocked except by two or more creatures.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Morkrut Behemoth")


def test_sacrifice_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Morkrut Behemoth"), "normal"))
    assert set(d.game.legal_actions()) == {Choose(0)}  # {1}{B} more can't be paid
    d.choose(0)
    d.pay()  # the mana first (CR 601.2g-h), then the sacrifice
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    b = d.find("Morkrut Behemoth", zone="battlefield")
    assert d.chars(b).has("Menace")
    assert d.ids("Glory Seeker", zone="graveyard")


def test_pay_instead() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Morkrut Behemoth"), "normal"))
    d.choose(1)
    d.pay()
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.resolve()
    assert d.ids("Morkrut Behemoth", zone="battlefield")


def test_neither_cost_payable() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    assert CastSpell(d.find("Morkrut Behemoth"), "normal") not in d.game.legal_actions()
