"""Battlefield Medic — {1}{W} Creature — Human Cleric 1/1.

Oracle: "{T}: Prevent the next X damage that would be dealt to target creature this turn,
where X is the number of Clerics on the battlefield."
Rulings covered: ONS-FAQ-138 (X is fixed as the ability resolves, not when damage is dealt).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Battlefield Medic")


def setup(*extra: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Battlefield Medic", "Glory Seeker", *extra)
    s.hand(0, "Shock", "Shock")
    return Driver(s.build())


def test_prevents_one_with_one_cleric() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.ids("Glory Seeker", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-138", "ONS-OR-0010")
def test_x_is_locked_in_on_resolution() -> None:
    d = setup("Disciple of Grace")
    seeker = d.find("Glory Seeker")
    d.activate(0, "Battlefield Medic", targets=[seeker])
    d.resolve()  # two Clerics now: prevent the next 2
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Disciple of Grace")])
    d.resolve()
    assert d.ids("Disciple of Grace", zone="graveyard")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 0


def test_needs_to_tap() -> None:
    d = setup()
    d.activate(0, "Battlefield Medic", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.objects[d.find("Battlefield Medic")].tapped
