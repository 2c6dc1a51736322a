"""Commando Raid — {2}{R} Instant.

Oracle: "Until end of turn, target creature you control gains "When this creature deals combat
damage to a player, you may have it deal damage equal to its power to target creature that
player controls.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Commando Raid")


def test_the_creature_hits_a_creature_of_the_damaged_player_for_its_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Charging Slateback")
    s.hand(0, "Commando Raid")
    s.battlefield(1, "Daunting Defender", tapped=True)
    d = Driver(s.build())
    beast = d.find("Charging Slateback")
    d.cast(0, "Commando Raid", targets=[beast])
    d.resolve()
    d.to_combat()
    d.attack([beast])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.choose(d.find("Daunting Defender"))
    d.resolve()
    d.choose(True)
    assert d.ids("Daunting Defender", zone="graveyard")  # 4 damage to a 3/3


def test_only_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Charging Slateback")
    s.hand(0, "Commando Raid")
    s.library(1, "Forest")
    d = Driver(s.build())
    beast = d.find("Charging Slateback")
    n = len(d.chars(beast).abilities)
    d.cast(0, "Commando Raid", targets=[beast])
    d.resolve()
    assert len(d.chars(beast).abilities) == n + 1
    d.pass_until("upkeep", turn=4)
    assert len(d.chars(beast).abilities) == n
