"""Barkhide Mauler — {4}{G} Creature — Beast 4/4.

Oracle: "Cycling {2} ({2}, Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Barkhide Mauler")


def test_cycling_discards_it_and_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Barkhide Mauler")
    s.library(0, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Barkhide Mauler")
    assert d.zone_of("Barkhide Mauler") == "graveyard"
    d.resolve()
    assert d.ids("Elvish Warrior", zone="hand")


def test_cast_as_a_four_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Barkhide Mauler")
    d = Driver(s.build())
    d.cast(0, "Barkhide Mauler")
    d.resolve()
    c = d.chars(d.find("Barkhide Mauler", zone="battlefield"))
    assert (c.power, c.toughness) == (4, 4)


@pytest.mark.ruling("ONS-OR-0167")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Barkhide Mauler", ["Forest", "Forest"])
