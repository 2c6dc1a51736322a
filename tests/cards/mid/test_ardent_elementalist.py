"""Ardent Elementalist — {3}{R} Creature — Human Shaman 2/1.

Oracle: "When Ardent Elementalist enters the battlefield, return target instant or sorcery
card from your graveyard to your hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ardent Elementalist")


def test_returns_an_instant_from_your_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Ardent Elementalist")
    s.graveyard(0, "Shock", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ardent Elementalist")
    d.resolve()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker", zone="graveyard"))  # not an instant or sorcery
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Shock", zone="hand", player=0)
    assert d.ids("Glory Seeker", zone="graveyard")
