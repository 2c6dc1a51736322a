"""Soul-Guide Gryff — {4}{W} Creature — Hippogriff Spirit 3/4.

Oracle: "Flying / When Soul-Guide Gryff enters the battlefield, exile up to one target card
from a graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Soul-Guide Gryff")


def test_exiles_one_card_from_a_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.graveyard(1, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Shock", zone="exile")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.chars(d.find("Soul-Guide Gryff")).has("Flying")
