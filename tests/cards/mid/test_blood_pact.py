"""Blood Pact — {2}{B} Instant.

Oracle: "Target player draws two cards and loses 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blood Pact")


def test_target_player_draws_two_and_loses_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(1, "Island", "Plains", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    assert len(d.state.players[1].hand) == 2 and d.life(1) == 18
