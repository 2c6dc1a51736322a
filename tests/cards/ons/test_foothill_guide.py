"""Foothill Guide — {W} Creature — Human Cleric 1/1.

Oracle: "Protection from Goblins / Morph {W}"
Rulings covered: ONS-FAQ-126.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import blockable_after_attacking, evolved_attacker

pytestmark = pytest.mark.card("Foothill Guide")


@pytest.mark.ruling("ONS-FAQ-126")
def test_goblins_cannot_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Foothill Guide", "Glory Seeker")
    s.battlefield(1, "Goblin Piledriver")
    d = Driver(s.build())
    guide, seeker = d.find("Foothill Guide"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([guide, seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    pd = d.find("Goblin Piledriver")
    assert {a.attacker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.blocker == pd} == {seeker}


@pytest.mark.ruling("ONS-FAQ-126")
def test_goblin_abilities_cannot_target_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    s.battlefield(1, "Foothill Guide")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == sledder)
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options
    assert d.find("Foothill Guide") not in options


@pytest.mark.ruling("ONS-FAQ-126")
def test_damage_from_goblins_is_prevented() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Foothill Guide")
    s.battlefield(1, "Goblin Piledriver")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    pd, guide = d.find("Goblin Piledriver"), d.find("Foothill Guide")
    d.to_combat()
    d.attack([pd])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({guide: pd})
    d.pass_until("postcombat_main")
    assert d.ids("Foothill Guide", zone="battlefield")
    assert d.state.objects[guide].damage == 0


def test_made_to_read_elf_it_has_protection_from_elves() -> None:
    """CR 612.2, 702.16: Artificial Evolution replaces Goblin with Elf in Foothill Guide's text: its
    type line (Human Cleric) is unchanged and it has protection from Elves: Wellwisher can't block
    it, Goblin Sky Raider can."""
    d, source, seeker = evolved_attacker("Foothill Guide", "Goblin", "Goblin Sky Raider")
    assert d.chars(source).subtypes == {"Human", "Cleric"}
    assert blockable_after_attacking(d, [source, seeker], ("Wellwisher", "Goblin Sky Raider")) == {
        "Wellwisher": {seeker}, "Goblin Sky Raider": {source, seeker}}
