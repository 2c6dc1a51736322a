"""Pestilent Wolf — {1}{G} Creature — Wolf 2/2.

Oracle: "{2}{G}: Pestilent Wolf gains deathtouch until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pestilent Wolf")


def test_gains_deathtouch_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Pestilent Wolf")
    assert "Deathtouch" not in d.chars(wolf).keywords
    d.activate(0, wolf)
    d.resolve()
    assert "Deathtouch" in d.chars(wolf).keywords
    d.pass_until("upkeep", turn=4)
    assert "Deathtouch" not in d.chars(wolf).keywords
