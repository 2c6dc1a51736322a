"""Hedgewitch's Mask — {W} Artifact — Equipment.

Oracle: "Equipped creature gets +1/+1. / Equipped creature can't be blocked by creatures with
power 4 or greater. / Equip {2}"
Rulings covered: MID-RN-064.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hedgewitch's Mask")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Hedgewitch's Mask", "Glory Seeker")
    s.hand(0, "Inspirit")
    s.battlefield(1, "Krosan Tusker", "Elvish Warrior")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-064", "MID-OR-0081")
def test_big_creatures_cant_block_it() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Hedgewitch's Mask", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Elvish Warrior")}


def test_unequipped_creature_can_be_blocked() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Krosan Tusker") in blockers
