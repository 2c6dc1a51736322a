"""Catapult Master — {3}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Tap five untapped Soldiers you control: Exile target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Catapult Master")


@pytest.mark.ruling("ONS-OR-0011")
def test_tapping_five_soldiers_exiles_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", sick=True)
    s.battlefield(0, *["Glory Seeker"] * 4, "Elvish Warrior")
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    d.activate(0, "Catapult Master", targets=[d.find("Rorix Bladewing")])
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.resolve()
    assert d.zone_of("Rorix Bladewing") == "exile"
    assert all(d.state.objects[x].tapped for x in d.ids("Glory Seeker"))
    assert not d.state.objects[d.find("Elvish Warrior")].tapped


def test_tapped_soldiers_do_not_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 3)
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    master = d.find("Catapult Master")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == master]


@pytest.mark.ruling("ONS-OR-0012")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 5)
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    master, seekers = d.find("Catapult Master"), d.ids("Glory Seeker")
    d.activate(0, master, targets=[d.find("Rorix Bladewing")])
    d.expect("cost_tap")
    assert Choose(master) in d.decision.actions
    for seeker in seekers:
        d.choose(seeker)
    d.resolve()
    assert d.zone_of("Rorix Bladewing") == "exile"
    assert not d.state.objects[master].tapped
    assert all(d.state.objects[x].tapped for x in seekers)
