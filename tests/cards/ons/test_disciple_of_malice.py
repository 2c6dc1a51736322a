"""Disciple of Malice — {1}{B} Creature — Human Cleric 1/2.

Oracle: "Protection from white / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Disciple of Malice")


def test_white_creatures_cannot_block_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Disciple of Malice")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Disciple of Malice")])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    d.pass_until("postcombat_main")
    assert d.life(1) == 19


def test_damage_from_white_sources_is_prevented() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Disciple of Malice")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Disciple of Malice"): d.find("Glory Seeker")})
    d.pass_until("postcombat_main")
    assert d.ids("Disciple of Malice", zone="battlefield")
    assert d.state.objects[d.find("Disciple of Malice")].damage == 0
    assert d.ids("Glory Seeker", zone="battlefield")


@pytest.mark.ruling("ONS-OR-0105")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Disciple of Malice", ["Swamp", "Swamp"])
