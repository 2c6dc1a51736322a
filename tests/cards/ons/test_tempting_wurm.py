"""Tempting Wurm — {1}{G} Creature — Wurm 5/5.

Oracle: "When Tempting Wurm enters the battlefield, each opponent may put any number of
artifact, creature, enchantment, and/or land cards from their hand onto the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tempting Wurm")


def test_opponent_may_put_permanent_cards_onto_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm", "Glory Seeker")
    s.hand(1, "Goblin Sky Raider", "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    dec = d.expect("choose_cards")
    assert dec.player == 1
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {d.find("Goblin Sky Raider"), d.find("Island"), None}
    d.choose(d.find("Goblin Sky Raider"))
    d.choose(d.find("Island"))
    assert d.ids("Goblin Sky Raider", zone="battlefield", player=1)
    assert d.ids("Island", zone="battlefield", player=1)
    assert d.ids("Shock", zone="hand", player=1)
    assert d.ids("Glory Seeker", zone="hand", player=0)


def test_opponent_may_put_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.choose(None)
    assert d.ids("Goblin Sky Raider", zone="hand", player=1)
