"""Elvish Warrior — {G}{G} Creature — Elf Warrior 2/3.

Oracle: (no rules text)
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Warrior")


def test_two_three_survives_a_two_two_blocker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    d.resolve()
    c = d.chars(d.find("Elvish Warrior", zone="battlefield"))
    assert (c.power, c.toughness) == (2, 3) and c.subtypes == {"Elf", "Warrior"}
    assert c.colors == {"G"}


def test_blocks_and_kills_a_glory_seeker_and_survives() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2
