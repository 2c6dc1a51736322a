"""Play with Fire — {R} Instant.

Oracle: "Play with Fire deals 2 damage to any target. If a player is dealt damage this way,
scry 1."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Play with Fire")


def test_player_hit_then_scry() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[1])
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    assert d.life(1) == 18
    assert d.state.players[0].library[0] == d.find("Island", zone="library")


def test_creature_hit_no_scry() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Play with Fire")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Play with Fire", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.ids("Glory Seeker", zone="graveyard")
