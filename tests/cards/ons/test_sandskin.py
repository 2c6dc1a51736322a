"""Sandskin — {2}{W} Enchantment — Aura.

Oracle: "Enchant creature / Prevent all combat damage that would be dealt to and dealt by
enchanted creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sandskin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Glory Seeker")
    s.hand(0, "Sandskin", "Shock")
    s.battlefield(1, "Rorix Bladewing", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Sandskin", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_no_combat_damage_to_or_from_the_enchanted_creature() -> None:
    d = setup()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    d.pass_until("postcombat_main")
    assert d.state.objects[seeker].damage == 0
    assert d.state.objects[warrior].damage == 0


def test_unblocked_it_deals_no_damage_to_the_player() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_noncombat_damage_is_not_prevented() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
