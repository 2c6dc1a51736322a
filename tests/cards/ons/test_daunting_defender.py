"""Daunting Defender — {4}{W} Creature — Human Cleric 3/3.

Oracle: "If a source would deal damage to a Cleric creature you control, prevent 1 of that
damage."
Rulings covered: ONS-FAQ-067 (each Daunting Defender prevents 1, including to itself).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Daunting Defender")


def test_prevents_one_damage_to_your_cleric() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Daunting Defender", "Disciple of Grace", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    disciple = d.find("Disciple of Grace")
    d.cast(0, "Shock", targets=[disciple])
    d.resolve()
    assert d.ids("Disciple of Grace", zone="battlefield")
    assert d.state.objects[disciple].damage == 1


def test_non_clerics_and_opponents_clerics_are_not_protected() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Daunting Defender", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Disciple of Grace")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Disciple of Grace", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-067")
def test_two_defenders_prevent_two_each_time_including_to_themselves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Daunting Defender", "Daunting Defender")
    s.hand(0, "Shock")
    d = Driver(s.build())
    first = d.ids("Daunting Defender")[0]
    d.cast(0, "Shock", targets=[first])
    d.resolve()
    d.take_first("order_replacements")  # the order doesn't matter here
    assert d.state.objects[first].damage == 0


def test_damage_to_you_is_not_prevented() -> None:
    """CR 615.1: it prevents damage to a Cleric creature you control only: Shock dealt to you,
    a player, is dealt in full."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Disciple of Grace")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_no_damage_from_a_source_with_power_0_nothing_is_prevented() -> None:
    """CR 120.8, 615.1: a source that would deal 0 damage deals no damage, so there is nothing
    to prevent: Disciple of Grace fights Wall of Mulch (power 0) through Duel for Dominance,
    and no prevention is logged; the Wall is dealt its 1 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Daunting Defender", "Disciple of Grace")
    s.hand(0, "Duel for Dominance")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    disciple, wall = d.find("Disciple of Grace"), d.find("Wall of Mulch")
    d.cast(0, "Duel for Dominance", targets=[disciple, wall])
    d.resolve()
    assert d.state.objects[wall].damage == 1
    assert d.state.objects[disciple].damage == 0
    assert not [e for e in d.state.log if e.kind == "prevented"]


def test_the_prevention_lasts_beyond_the_turn() -> None:
    """CR 604.2, 611.3a, 514.2: the prevention comes from a static ability, so it applies for
    as long as Daunting Defender is on the battlefield; the cleanup step ends only "until end of
    turn" and "this turn" effects. Two turns later Shock still deals only 1 damage to the
    Cleric."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Daunting Defender", "Disciple of Grace")
    s.hand(0, "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=3)
    disciple = d.find("Disciple of Grace")
    d.cast(0, "Shock", targets=[disciple])
    d.resolve()
    assert d.zone_of("Disciple of Grace") == "battlefield"
    assert d.state.objects[disciple].damage == 1


def test_a_lifelink_source_gains_only_the_damage_not_prevented() -> None:
    """CR 702.15b, 615.1, 120.3f: player 1's Leeching Lurker (4/4 lifelink) is blocked by
    Daunting Defender, a Cleric: 1 of its 4 damage is prevented, so it deals 3 and its
    controller gains 3 life, not 4 (and the Defender, dealt 3, dies)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender")
    s.battlefield(1, "Curse of Leeches", transformed=True)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    lurker, defender = d.find("Curse of Leeches"), d.find("Daunting Defender")
    assert d.chars(lurker).name == "Leeching Lurker"
    d.to_combat()
    d.attack([lurker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({defender: lurker})
    d.pass_until("postcombat_main")
    assert d.life(1) == 23
    assert d.zone_of("Daunting Defender") == "graveyard"
    assert [e.amount for e in d.state.log if e.kind == "prevented"] == [1]


def test_each_source_has_1_prevented_when_two_blockers_deal_damage_at_once() -> None:
    """CR 615.1, 510.2: the Defender attacks and is blocked by two Glory Seekers; each is a
    source that would deal 2 damage to it, and 1 is prevented from each, so it is dealt 2 and
    survives (prevention once per event would have left it dealt 3, lethal)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    defender = d.find("Daunting Defender")
    seekers = d.ids("Glory Seeker")
    d.to_combat()
    d.attack([defender])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({seekers[0]: defender, seekers[1]: defender})
    while d.state.objects[defender].damage == 0 and d.zone_of("Daunting Defender") == "battlefield":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Daunting Defender") == "battlefield"
    assert d.state.objects[defender].damage == 2
    assert [e.amount for e in d.state.log if e.kind == "prevented"] == [1, 1]


def test_a_face_down_cleric_is_no_cleric_until_turned_face_up() -> None:
    """CR 708.2a: face-down Daru Healer is a 2/2 with no creature types, so Shock's 2 damage
    isn't reduced and it dies; face up, a second Healer is a Cleric and has 1 prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Mountain", "Mountain", "Plains")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[healer])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert not [e for e in d.state.log if e.kind == "prevented"]


def test_a_cleric_turned_face_up_is_protected() -> None:
    """CR 708.8: turned face up, Daru Healer is a Human Cleric again; Shock deals it 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daunting Defender", "Mountain", "Plains")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    d.special(0, "turn_face_up", healer)
    d.pay()
    d.cast(0, "Shock", targets=[healer])
    d.resolve()
    assert d.zone_of("Daru Healer") == "battlefield"
    assert d.state.objects[healer].damage == 1


def test_made_to_read_elf_it_prevents_damage_to_your_elves() -> None:
    """CR 612.2, 615: Artificial Evolution replaces Cleric with Elf in Daunting Defender's
    text: its type line reads Human Elf, and it prevents 1 damage to Elf creatures you control
    (Shocked, Elvish Warrior is dealt 1 damage) and no longer to Clerics (Disciple of Grace,
    Shocked, dies)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Daunting Defender", "Elvish Warrior",
                  "Disciple of Grace")
    s.hand(0, "Artificial Evolution", "Shock", "Shock")
    d = Driver(s.build())
    defender, elf = d.find("Daunting Defender"), d.find("Elvish Warrior")
    evolve(d, defender, "Cleric", "Elf")
    assert d.chars(defender).subtypes == {"Human", "Elf"}
    first, second = d.ids("Shock", zone="hand")
    d.cast(0, first, targets=[elf])
    d.resolve()
    assert d.state.objects[elf].damage == 1
    d.cast(0, second, targets=[d.find("Disciple of Grace")])
    d.resolve()
    assert d.zone_of("Disciple of Grace") == "graveyard"
