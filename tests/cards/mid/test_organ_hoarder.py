"""Organ Hoarder — {3}{U} Creature — Zombie 3/2.

Oracle: "When Organ Hoarder enters the battlefield, look at the top three cards of your
library, then put one of them into your hand and the rest into your graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Organ Hoarder")


def test_one_to_hand_rest_to_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock", "Glory Seeker", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="graveyard") and d.ids("Forest", zone="graveyard")
    assert d.ids("Plains", zone="library")
