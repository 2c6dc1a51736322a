"""Battering Craghorn — {2}{R}{R} Creature — Goat Beast 3/1.

Oracle: "First strike / Morph {1}{R}{R} (You may cast this card face down as a 2/2 creature
for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Battering Craghorn")


def test_first_strike_kills_a_blocker_before_it_strikes_back() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Battering Craghorn")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    horn = d.find("Battering Craghorn")
    d.to_combat()
    d.attack([horn])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): horn})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Battering Craghorn") == "battlefield"


def test_face_down_it_has_no_first_strike_until_turned_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Battering Craghorn", face_down=True)
    d = Driver(s.build())
    horn = d.find("Battering Craghorn")
    assert not d.chars(horn).has("First strike")
    d.special(0, "turn_face_up", horn)
    d.pay()
    c = d.chars(horn)
    assert c.has("First strike") and (c.power, c.toughness) == (3, 1)
