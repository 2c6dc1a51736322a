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


@pytest.mark.ruling("MID-RN-064", "MID-OR-0081")
def test_a_blocker_pumped_after_blocking_keeps_blocking() -> None:
    """Elvish Warrior (power 2) blocks the equipped Glory Seeker; Lunar Frenzy then makes the
    Warrior's power 4. The restriction was checked only as blockers were declared: the Seeker
    stays blocked and deals no damage to the player (CR 509.1h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Hedgewitch's Mask", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Lunar Frenzy")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Hedgewitch's Mask", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({warrior: seeker})
    d.pass_priority()
    d.cast(1, "Lunar Frenzy", targets=[warrior], x=2)
    d.resolve()
    assert d.chars(warrior).power >= 4
    assert seeker in d.state.combat.blocked
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
