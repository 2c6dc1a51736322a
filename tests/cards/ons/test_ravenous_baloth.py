"""Ravenous Baloth — {2}{G}{G} Creature — Beast 4/4.

Oracle: "Sacrifice a Beast: You gain 4 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ravenous Baloth")


def test_sacrifice_a_beast_to_gain_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ravenous Baloth", "Barkhide Mauler", "Glory Seeker")
    d = Driver(s.build())
    dec_choices = [d.find("Barkhide Mauler")]
    d.activate(0, "Ravenous Baloth", choices=dec_choices)
    assert d.ids("Barkhide Mauler", zone="graveyard")
    d.resolve()
    assert d.life(0) == 24
    assert d.ids("Glory Seeker", zone="battlefield")


def test_can_sacrifice_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ravenous Baloth")
    d = Driver(s.build())
    d.activate(0, "Ravenous Baloth", choices=[d.find("Ravenous Baloth")])
    d.resolve()
    assert d.life(0) == 24 and d.ids("Ravenous Baloth", zone="graveyard")
