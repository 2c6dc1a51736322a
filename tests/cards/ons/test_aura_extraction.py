"""Aura Extraction — {1}{W} Instant.

Oracle: "Put target enchantment on top of its owner's library. / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Aura Extraction")

def test_puts_the_enchantment_on_top_of_its_owners_library() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Aura Extraction")
    s.hand(1, "Pacifism")
    s.battlefield(1, "Plains", "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Pacifism", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Aura Extraction", targets=[d.find("Pacifism", zone="battlefield")])
    d.resolve()
    top = d.state.players[1].library[0]
    assert d.game.card(top).name == "Pacifism"


@pytest.mark.ruling("ONS-OR-0007")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Aura Extraction", ["Plains", "Plains"])
