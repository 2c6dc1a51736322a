"""Duel for Dominance — {1}{G} Instant.

Oracle: "Coven — Choose target creature you control and target creature you don't control.
If you control three or more creatures with different powers, put a +1/+1 counter on the
chosen creature you control. Then the chosen creatures fight each other."
Rulings covered: MID-RN-120, MID-RN-121.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Duel for Dominance")


def setup(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Swamp", "Swamp", "Swamp", *mine)
    s.hand(0, "Duel for Dominance", "Defenestrate")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def test_coven_counter_then_fight() -> None:
    d = setup("Glory Seeker", "Bounding Wolf", "Wall of Mulch")  # 2, 3, 0
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.ids("Elvish Warrior", zone="graveyard")  # 3 damage to a 2/3
    assert d.state.objects[seeker].damage == 2


@pytest.mark.ruling("MID-RN-120", "MID-OR-0537")
def test_fight_happens_without_coven() -> None:
    d = setup("Glory Seeker")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.objects[warrior].damage == 2


@pytest.mark.ruling("MID-RN-121", "MID-OR-0538")
def test_counter_even_if_the_other_target_is_gone() -> None:
    d = setup("Glory Seeker", "Bounding Wolf", "Wall of Mulch")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.cast(0, "Defenestrate", targets=[warrior])
    d.resolve()
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.state.objects[seeker].damage == 0


def test_a_zero_power_creature_of_yours_deals_no_damage_in_the_fight() -> None:
    """CR 701.14a: Wall of Mulch (0/4, no coven) fights Elvish Warrior: it deals 0 damage and
    is dealt 2."""
    d = setup("Wall of Mulch")
    wall, warrior = d.find("Wall of Mulch"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[wall, warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 0
    assert d.state.objects[wall].damage == 2


def test_a_zero_power_creature_with_deathtouch_deals_no_damage_in_the_fight() -> None:
    """CR 120.8, 702.2b: Wall of Mulch (0/4) given deathtouch by Bladebrand fights Elvish
    Warrior: a source that would deal 0 damage deals no damage at all (no damage event), so the
    Warrior was not dealt damage by a source with deathtouch and survives the state-based
    actions."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Swamp", "Swamp", "Wall of Mulch")
    s.hand(0, "Duel for Dominance", "Bladebrand")
    s.library(0, "Forest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    wall, warrior = d.find("Wall of Mulch"), d.find("Elvish Warrior")
    d.cast(0, "Bladebrand", targets=[wall])
    d.resolve()
    assert d.chars(wall).has("Deathtouch")
    n = len(d.state.log)
    d.cast(0, "Duel for Dominance", targets=[wall, warrior])
    d.resolve()
    dealt = [(e.source, e.obj, e.amount) for e in d.state.log[n:] if e.kind == "damage"]
    assert dealt == [(warrior, wall, 2)]
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.state.objects[warrior].damage == 0
    assert d.state.objects[wall].damage == 2
