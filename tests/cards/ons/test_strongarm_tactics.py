"""Strongarm Tactics — {1}{B} Sorcery.

Oracle: "Each player discards a card. Then each player who didn't discard a creature card
this way loses 4 life."
Rulings covered: ONS-FAQ-152 (an empty hand means losing 4 life).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Strongarm Tactics")


@pytest.mark.ruling("ONS-FAQ-152")
def test_who_discards_no_creature_loses_four() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Shock", "Glory Seeker")
    s.hand(1, "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand"))
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert d.life(0) == 16  # discarded Shock, not a creature
    assert d.life(1) == 20  # discarded a creature card
    assert d.life(2) == 16  # had nothing to discard


def test_discarding_a_creature_avoids_the_loss() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Strongarm Tactics", "Shock", "Glory Seeker")
    s.hand(1, "Smother")
    d = Driver(s.build())
    d.cast(0, "Strongarm Tactics")
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="hand"))
    assert d.life(0) == 20 and d.life(1) == 16
