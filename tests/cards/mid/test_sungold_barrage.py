"""Sungold Barrage — {2}{W} Instant.

Oracle: "Destroy target creature with toughness 4 or greater."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sungold Barrage")


def setup(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Sungold Barrage")
    s.battlefield(1, *theirs)
    return Driver(s.build())


def test_destroys_a_big_creature() -> None:
    d = setup("Krosan Tusker", "Elvish Warrior")
    d.cast(0, "Sungold Barrage", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="graveyard")


def test_small_creatures_cant_be_targeted() -> None:
    d = setup("Elvish Warrior", "Glory Seeker")
    assert CastSpell(d.find("Sungold Barrage"), "normal") not in d.game.legal_actions()
