"""Stormrider Spirit — {4}{U} Creature — Spirit 3/3.

Oracle: "Flash / Flying"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Stormrider Spirit")


def test_flash_cast_on_the_opponents_turn_then_blocks_a_flyer() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Stormrider Spirit")
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.pass_priority()  # player 1 passes in their main phase; player 0 may respond
    d.cast(0, "Stormrider Spirit")
    d.resolve()
    spirit = d.find("Stormrider Spirit", zone="battlefield")
    assert d.state.active == 1 and d.chars(spirit).has("Flying")
    d.to_combat()
    d.attack([raider])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({spirit: raider})
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.life(0) == 20
