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


def test_your_creature_gone_there_is_no_fight() -> None:
    """CR 701.14b, 608.2b: the creature you control destroyed in response, the spell resolves
    for its other target, but a fight with only one creature deals no damage."""
    d = setup("Glory Seeker", "Bounding Wolf", "Wall of Mulch")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.state.objects[warrior].damage == 0
    assert not d.state.stack and d.zone_of("Duel for Dominance") == "graveyard"


def test_coven_is_checked_as_it_resolves() -> None:
    """The condition is checked on resolution (CR 608.2c): Wall of Mulch destroyed in response
    leaves powers 2 and 3 only, so no counter; the 2/2 Glory Seeker fights the 2/3 Warrior
    and dies."""
    d = setup("Glory Seeker", "Bounding Wolf", "Wall of Mulch")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.cast(0, "Defenestrate", targets=[d.find("Wall of Mulch")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[warrior].damage == 2


def test_the_second_target_must_be_a_creature_you_don_t_control() -> None:
    """CR 115.1, 601.2c: naming one's own Bounding Wolf as the creature "you don't control" is
    refused with an error and the game is left unchanged."""
    from manastack.game import IllegalActionError

    d = setup("Glory Seeker", "Bounding Wolf")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Duel for Dominance",
               targets=[d.find("Glory Seeker"), d.find("Bounding Wolf")])
    assert d.game.fingerprint() == before


def test_two_headed_giant_a_teammate_s_creature_is_one_you_don_t_control() -> None:
    """CR 810.5, 108.4: a teammate's creature is controlled by the teammate, so it is a legal
    "creature you don't control" and fights."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Forest", "Forest", "Bounding Wolf")
    s.hand(0, "Duel for Dominance")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    wolf, seeker = d.find("Bounding Wolf"), d.find("Glory Seeker")
    d.cast(0, "Duel for Dominance", targets=[wolf, seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"  # 3 damage from the Wolf
    assert d.zone_of("Bounding Wolf") == "graveyard"  # a 3/2 dealt 2
