"""Fallen Cleric — {4}{B} Creature — Zombie Cleric 4/2.

Oracle: "Protection from Clerics / Morph {4}{B}"
Rulings covered: ONS-FAQ-087.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose, DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .text_change_checks import blockable_after_attacking, evolved_attacker

pytestmark = pytest.mark.card("Fallen Cleric")


def _blockable(d: Driver, blocker: int) -> set[int]:
    return {a.attacker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.blocker == blocker}


@pytest.mark.ruling("ONS-FAQ-087", "ONS-OR-0111")
def test_clerics_cannot_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Fallen Cleric", "Glory Seeker")
    s.battlefield(1, "Disciple of Malice", "Goblin Sky Raider")
    d = Driver(s.build())
    cleric, seeker = d.find("Fallen Cleric"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([cleric, seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert _blockable(d, d.find("Disciple of Malice")) == {seeker}
    assert _blockable(d, d.find("Goblin Sky Raider")) == {cleric, seeker}


@pytest.mark.ruling("ONS-FAQ-087", "ONS-OR-0111")
def test_cleric_abilities_cannot_target_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Healer", "Glory Seeker")
    s.battlefield(1, "Fallen Cleric")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == healer)
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options
    assert d.find("Fallen Cleric") not in options


@pytest.mark.ruling("ONS-FAQ-087", "ONS-OR-0111")
def test_damage_from_clerics_is_prevented() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Fallen Cleric")
    s.battlefield(1, "Disciple of Malice")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    disciple, cleric = d.find("Disciple of Malice"), d.find("Fallen Cleric")
    d.to_combat()
    d.attack([disciple])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({cleric: disciple})
    d.pass_until("postcombat_main")
    assert d.state.objects[cleric].damage == 0
    assert d.ids("Disciple of Malice", zone="graveyard")



def _attack_into_shrieker(become_cleric: bool) -> tuple[Driver, int, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Fallen Cleric")
    s.battlefield(1, "Mistform Shrieker", "Island")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    cleric, shrieker = d.find("Fallen Cleric"), d.find("Mistform Shrieker")
    d.to_combat()
    d.attack([cleric])
    d.pass_priority()
    if become_cleric:
        d.activate(1, shrieker)
        d.resolve()
        d.choose("Cleric")
    return d, cleric, shrieker


def test_a_creature_made_a_cleric_can_t_block_it() -> None:
    """CR 702.16b, 613.1d: protection looks at the blocker's types as they are; Mistform
    Shrieker, an Illusion, may block Fallen Cleric, but once it has become a Cleric before
    blockers are declared it may not."""
    d, cleric, shrieker = _attack_into_shrieker(become_cleric=False)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert _blockable(d, shrieker) == {cleric}
    d, cleric, shrieker = _attack_into_shrieker(become_cleric=True)
    assert d.chars(shrieker).subtypes == {"Cleric"}
    blockable: set[int] = set()
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            blockable |= _blockable(d, shrieker)
            d.block({})
        else:
            d.pass_priority()
    assert blockable == set()
    assert d.life(1) == 16


def test_made_to_read_elf_it_has_protection_from_elves() -> None:
    """CR 612.2, 702.16: Artificial Evolution replaces Cleric with Elf in Fallen Cleric's text: its
    type line reads Zombie Elf and it has protection from Elves: Wellwisher can't block it, Daru
    Healer (a Cleric) can."""
    d, source, seeker = evolved_attacker("Fallen Cleric", "Cleric", "Daru Healer")
    assert d.chars(source).subtypes == {"Zombie", "Elf"}
    assert blockable_after_attacking(d, [source, seeker], ("Wellwisher", "Daru Healer")) == {
        "Wellwisher": {seeker}, "Daru Healer": {source, seeker}}
