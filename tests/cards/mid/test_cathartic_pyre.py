"""Cathartic Pyre — {1}{R} Instant.

Oracle: "Choose one — / • Cathartic Pyre deals 3 damage to target creature or planeswalker. /
• Discard up to two cards, then draw that many cards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cathartic Pyre")


def build() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Glory Seeker", "Elvish Warrior", "Plains")
    s.library(0, "Forest", "Island", "Swamp")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def test_three_damage_to_a_creature_not_a_player() -> None:
    d = build()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Cathartic Pyre", modes=[0], targets=[1])
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[0], targets=[d.find("Elvish Warrior", player=1)])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_discard_two_draw_two() -> None:
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker", zone="hand"))
    d.choose(d.find("Plains", zone="hand"))
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Plains", zone="graveyard")
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="hand")
    assert d.ids("Swamp", zone="library")


def test_may_discard_nothing() -> None:
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.choose(None)
    assert len(d.state.players[0].hand) == 3
    assert d.ids("Forest", zone="library")
