"""Starstorm — {X}{R}{R} Instant.

Oracle: "Starstorm deals X damage to each creature. / Cycling {3} ({3}, Discard this card:
Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Starstorm")


def test_deals_x_damage_to_each_creature_on_both_sides() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    seekers = d.ids("Glory Seeker", zone="battlefield")
    assert len(seekers) == 2 and all(d.state.objects[o].damage == 1 for o in seekers)
    assert d.state.objects[d.find("Krosan Tusker")].damage == 1
    assert d.life(1) == 20


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.activate(0, d.find("Starstorm", zone="hand"))
    assert d.zone_of("Starstorm") == "graveyard"
    d.resolve()
    assert d.find("Shock", zone="hand")


@pytest.mark.ruling("ONS-OR-0164")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Starstorm", ["Mountain", "Mountain", "Mountain"])
