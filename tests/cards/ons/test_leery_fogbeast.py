"""Leery Fogbeast — {2}{G} Creature — Beast 4/2.

Oracle: "Whenever Leery Fogbeast becomes blocked, prevent all combat damage that would be dealt
this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Leery Fogbeast")


def combat(block: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Leery Fogbeast", "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Leery Fogbeast"), d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Barkhide Mauler"): d.find("Leery Fogbeast")} if block else {})
    d.resolve_all()
    d.pass_until("postcombat_main")
    return d


def test_blocked_all_combat_damage_is_prevented() -> None:
    d = combat(block=True)
    assert d.ids("Leery Fogbeast", zone="battlefield")
    assert d.state.objects[d.find("Barkhide Mauler")].damage == 0
    assert d.life(1) == 20  # the unblocked Glory Seeker's damage is prevented too


def test_unblocked_damage_is_dealt() -> None:
    d = combat(block=False)
    assert d.life(1) == 14


def test_only_combat_damage_is_prevented() -> None:
    """The shield prevents all combat damage, the unblocked Avacyn's Pilgrim's 1 included, and
    combat damage only (CR 510.2, 615.1): after combat, Shock still deals its 2 damage to
    Barkhide Mauler."""
    s = Scenario(seed=1)
    s.battlefield(0, "Leery Fogbeast", "Avacyn's Pilgrim", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Leery Fogbeast"), d.find("Avacyn's Pilgrim")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Barkhide Mauler"): d.find("Leery Fogbeast")})
    d.resolve_all()
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    mauler = d.find("Barkhide Mauler")
    assert d.state.objects[mauler].damage == 0
    d.cast(0, "Shock", targets=[mauler])
    d.resolve()
    assert d.state.objects[mauler].damage == 2


def test_blocked_by_two_it_triggers_once_and_prevents_the_damage_it_divides() -> None:
    """CR 509.3c: "becomes blocked" triggers once however many creatures block it; the shield
    then prevents the combat damage Leery Fogbeast divides among its blockers and theirs to it
    (CR 510.1c, 615.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Leery Fogbeast")
    s.battlefield(1, "Barkhide Mauler", "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Leery Fogbeast")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    fog = d.find("Leery Fogbeast")
    d.block({d.find("Barkhide Mauler"): fog, d.find("Glory Seeker"): fog})
    while d.decision.kind == "order_blockers":
        d.take_first("order_blockers")
    assert len(d.state.stack) == 1
    d.resolve_all()
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.take_first("damage_assignment")
    d.pass_until("postcombat_main")
    assert d.zone_of("Leery Fogbeast") == "battlefield"
    assert d.state.objects[fog].damage == 0
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_the_shield_stands_even_if_the_fogbeast_dies_before_its_trigger_resolves() -> None:
    """CR 113.7a: the triggered ability exists apart from its source. The blocked Fogbeast is
    killed in response (Shock); the ability still resolves and the unblocked Glory Seeker's
    combat damage to the defending player is prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Leery Fogbeast", "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler", "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    fog = d.find("Leery Fogbeast")
    d.attack([fog, d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Barkhide Mauler"): fog})
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[fog])
    d.resolve()
    assert d.zone_of("Leery Fogbeast") == "graveyard"
    d.resolve_all()
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_the_shield_ends_with_the_turn() -> None:
    """CR 615.1, 514.2: the shield lasts until the turn ends; on the next turn the unblocked
    attackers' combat damage is dealt again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Leery Fogbeast", "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.to_combat()
    fog = d.find("Leery Fogbeast")
    d.attack([fog, d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Barkhide Mauler"): fog})
    d.resolve_all()
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_the_shield_covers_an_additional_combat_of_the_same_turn() -> None:
    """CR 615.1, 500.8: "this turn" covers every combat of the turn. The Fogbeast is blocked
    in the turn's combat; Aggravated Assault then untaps player 0's creatures and adds a
    combat, in which the unblocked Fogbeast and Glory Seeker deal no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Leery Fogbeast", "Glory Seeker", "Aggravated Assault",
                  *["Mountain"] * 5)
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    fog, seeker = d.find("Leery Fogbeast"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([fog])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Barkhide Mauler"): fog})
    d.resolve_all()
    d.pass_until("postcombat_main")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()
    d.attack([fog, seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert fog in d.state.battlefield
