"""Custody Battle — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "At the beginning of your upkeep, target
opponent gains control of this creature unless you sacrifice a land.""
Rulings covered: ONS-FAQ-119 ("you" is the creature's current controller).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Custody Battle")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Custody Battle")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    d = Driver(s.build())
    d.cast(0, "Custody Battle", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def to_upkeep_trigger(d: Driver, turn: int, opponent: int) -> None:
    while not (d.state.turn == turn and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    d.expect("target")
    d.choose(opponent)


@pytest.mark.ruling("ONS-FAQ-119")
def test_controller_keeps_it_by_sacrificing_a_land_or_loses_it() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert not d.state.stack
    to_upkeep_trigger(d, 4, 0)  # player 1's upkeep: the creature's controller
    assert d.state.step.name == "UPKEEP"
    assert d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    assert d.expect("sacrifice").player == 1
    d.choose(d.find("Plains"))
    assert d.zone_of("Plains") == "graveyard"
    assert d.chars(seeker).controller == 1
    to_upkeep_trigger(d, 6, 0)
    d.resolve()  # no land left: player 0 gains control
    assert d.chars(seeker).controller == 0
    # Now the ability triggers in player 0's upkeep, targeting player 1.
    to_upkeep_trigger(d, 7, 1)
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    d.expect("sacrifice")
    d.choose(None)  # keep the Mountains: player 1 gets it back
    assert d.chars(seeker).controller == 1
