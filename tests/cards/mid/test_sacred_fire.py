"""Sacred Fire — {R}{W} Instant.

Oracle: "Sacred Fire deals 2 damage to any target and you gain 2 life. / Flashback {4}{R}{W}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sacred Fire")


def test_two_damage_and_two_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.life(0) == 22


def test_at_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
