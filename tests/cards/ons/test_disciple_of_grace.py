"""Disciple of Grace — {1}{W} Creature — Human Cleric 1/2.

Oracle: "Protection from black / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Disciple of Grace")


def test_black_spells_cannot_target_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Cruel Revival")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    assert CastSpell(d.find("Cruel Revival"), "normal") not in d.game.legal_actions()


def test_cycling_draws_a_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Disciple of Grace")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Disciple of Grace", zone="hand"))
    d.resolve()
    assert d.ids("Disciple of Grace", zone="graveyard")
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0016")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Disciple of Grace", ["Plains", "Plains"])
