"""Brightstone Ritual — {R} Instant.

Oracle: "Add {R} for each Goblin on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Brightstone Ritual")


def test_counts_goblins_of_every_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Goblin Sledder", "Goblin Sky Raider", "Glory Seeker")
    s.hand(0, "Brightstone Ritual", "Goblin Sky Raider")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert d.state.players[0].mana_pool == {"R": 3}
    d.cast(0, "Goblin Sky Raider")  # {2}{R} paid from the pool
    d.resolve()
    assert len(d.ids("Goblin Sky Raider", zone="battlefield")) == 2


def test_no_goblins_no_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Brightstone Ritual")
    d = Driver(s.build())
    d.cast(0, "Brightstone Ritual")
    d.resolve()
    assert not any(d.state.players[0].mana_pool.values())
