"""Burn Down the House — {3}{R}{R} Sorcery.

Oracle: "Choose one — / • Burn Down the House deals 5 damage to each creature and each
planeswalker. / • Create three 1/1 red Devil creature tokens with "When this creature dies, it
deals 1 damage to any target." They gain haste until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Burn Down the House")


def build() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Burn Down the House")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Mountain")
    return Driver(s.build())


def test_five_damage_to_each_creature() -> None:
    d = build()
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")


def test_three_hasty_devils_that_ping_when_they_die() -> None:
    d = build()
    d.cast(0, "Burn Down the House", modes=[1])
    d.resolve()
    devils = d.ids("Devil Token", zone="battlefield")
    assert len(devils) == 3
    assert all("Haste" in d.chars(x).keywords for x in devils)
    d.to_combat()
    d.attack({devils[0]: 1})
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Elvish Warrior"): devils[0]})
    while d.decision.kind != "target":
        d.pass_priority()
    d.choose(1)
    d.resolve()
    assert d.life(1) == 19
    d.pass_until("upkeep", turn=4)
    assert not any("Haste" in d.chars(x).keywords for x in d.ids("Devil Token"))
