"""Riptide Biologist — {1}{U} Creature — Human Wizard 1/2.

Oracle: "Protection from Beasts / Morph {2}{U}"
Rulings covered: ONS-FAQ-115.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import blockable_after_attacking, evolved_attacker

pytestmark = pytest.mark.card("Riptide Biologist")


@pytest.mark.ruling("ONS-FAQ-115")
def test_beasts_cannot_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Biologist", "Glory Seeker")
    s.battlefield(1, "Anurid Murkdiver")
    d = Driver(s.build())
    bio, seeker = d.find("Riptide Biologist"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([bio, seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    murk = d.find("Anurid Murkdiver")
    assert {a.attacker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.blocker == murk} == {seeker}


@pytest.mark.ruling("ONS-FAQ-115")
def test_damage_from_beasts_is_prevented() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Biologist")
    s.battlefield(1, "Anurid Murkdiver")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    murk, bio = d.find("Anurid Murkdiver"), d.find("Riptide Biologist")
    d.to_combat()
    d.attack([murk])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({bio: murk})
    d.pass_until("postcombat_main")
    assert d.ids("Riptide Biologist", zone="battlefield")
    assert d.state.objects[bio].damage == 0 and d.state.objects[murk].damage == 1



@pytest.mark.ruling("ONS-FAQ-115")
def test_beast_abilities_cannot_target_it() -> None:
    """Snapping Thragg (a Beast) hits player 0: its trigger may target Glory Seeker, not the
    Riptide Biologist beside it (CR 702.16b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Biologist", "Glory Seeker")
    s.battlefield(1, "Snapping Thragg")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Snapping Thragg")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    if d.decision.kind == "may":
        d.choose(True)
    options = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options
    assert d.find("Riptide Biologist") not in options


def test_made_to_read_elf_it_has_protection_from_elves() -> None:
    """CR 612.2, 702.16: Artificial Evolution replaces Beast with Elf in Riptide Biologist's text:
    its type line (Human Wizard) is unchanged and it has protection from Elves: Wellwisher can't
    block it, Barkhide Mauler (a Beast) can."""
    d, source, seeker = evolved_attacker("Riptide Biologist", "Beast", "Barkhide Mauler")
    assert d.chars(source).subtypes == {"Human", "Wizard"}
    assert blockable_after_attacking(d, [source, seeker], ("Wellwisher", "Barkhide Mauler")) == {
        "Wellwisher": {seeker}, "Barkhide Mauler": {source, seeker}}
