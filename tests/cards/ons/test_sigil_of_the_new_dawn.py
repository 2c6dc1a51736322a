"""Sigil of the New Dawn — {3}{W} Enchantment.

Oracle: "Whenever a creature is put into your graveyard from the battlefield, you may pay
{1}{W}. If you do, return that card to your hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sigil of the New Dawn")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Glory Seeker", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_pay_to_return_your_dead_creature() -> None:
    d = setup()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # Sigil's trigger
    d.choose(True)
    d.pay()
    assert d.zone_of("Glory Seeker") == "hand"
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))


def test_opponents_creatures_do_not_trigger_it() -> None:
    d = setup()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Elvish Warrior")])
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert not d.state.stack and d.decision.kind == "priority"
