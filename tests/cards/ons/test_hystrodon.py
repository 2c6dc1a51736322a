"""Hystrodon — {4}{G} Creature — Beast 3/4.

Oracle: "Trample / Whenever Hystrodon deals combat damage to a player, you may draw a card. /
Morph {1}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hystrodon")


def test_may_draw_after_combat_damage_to_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.library(0, "Forest")
    d = Driver(s.build())
    assert d.chars(d.find("Hystrodon")).has("Trample")
    d.to_combat()
    d.attack([d.find("Hystrodon")])
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.choose(True)
    assert d.life(1) == 17
    assert d.ids("Forest", zone="hand")


def test_no_trigger_when_blocked_without_trample_through() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Hystrodon")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): d.find("Hystrodon")})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert not d.ids("Forest", zone="hand", player=0)
