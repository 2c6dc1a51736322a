"""Prowling Pangolin — {3}{B}{B} Creature — Pangolin Beast 6/5.

Oracle: "When Prowling Pangolin enters the battlefield, any player may sacrifice two creatures.
If a player does, sacrifice Prowling Pangolin."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Prowling Pangolin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.resolve()
    return d


def test_an_opponent_sacrifices_two_creatures_to_kill_it() -> None:
    d = setup()
    # the active player, who controls two creatures (the Pangolin and the Seeker), goes first
    d.expect("may")
    assert d.decision.player == 0
    d.choose(False)
    assert d.decision.player == 1
    d.choose(True)
    d.choose(d.find("Goblin Sledder"))
    d.choose(d.find("Nosy Goblin"))
    assert d.ids("Goblin Sledder", zone="graveyard") and d.ids("Nosy Goblin", zone="graveyard")
    assert d.ids("Prowling Pangolin", zone="graveyard")
    assert d.ids("Elvish Warrior", zone="battlefield")


def test_nobody_pays_and_it_stays() -> None:
    d = setup()
    d.choose(False)
    d.choose(False)
    assert d.ids("Prowling Pangolin", zone="battlefield")
    assert d.ids("Goblin Sledder", zone="battlefield")
