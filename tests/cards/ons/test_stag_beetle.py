"""Stag Beetle — {3}{G}{G} Creature — Insect 0/0.

Oracle: "Stag Beetle enters the battlefield with X +1/+1 counters on it, where X is the number
of other creatures on the battlefield."
Rulings covered: ONS-FAQ-086.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Stag Beetle")


@pytest.mark.ruling("ONS-FAQ-086", "ONS-OR-0185")
def test_counts_other_creatures_once_as_it_enters() -> None:
    """CR 113.6h, 614.1c: its "enters with" ability functions as it enters: three other
    creatures then, three +1/+1 counters; a creature cast later adds none."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Forest"] * 7), "Elvish Warrior")
    s.battlefield(1, "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, "Stag Beetle", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Stag Beetle")
    d.resolve()
    beetle = d.find("Stag Beetle")
    assert d.state.objects[beetle].counters == {"+1/+1": 3}
    assert d.chars(beetle).power == 3
    d.cast(0, "Elvish Warrior")
    d.resolve()
    assert d.chars(beetle).power == 3  # not recounted


def test_alone_it_dies_as_a_zero_zero() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Forest"] * 5))
    s.hand(0, "Stag Beetle")
    d = Driver(s.build())
    d.cast(0, "Stag Beetle")
    d.resolve()
    assert d.find("Stag Beetle", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-086")
def test_a_creature_entering_at_the_same_time_isnt_counted() -> None:
    """Patriarch's Bidding returns Stag Beetle and Nantuko Husk (both Insects) together: only
    the Glory Seeker already on the battlefield counts, so the Beetle gets one counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Stag Beetle", "Nantuko Husk")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Insect", player=0)
    d.choose("Goblin", player=1)
    assert d.zone_of("Nantuko Husk") == "battlefield"
    beetle = d.find("Stag Beetle", zone="battlefield")
    assert d.state.objects[beetle].counters == {"+1/+1": 1}


def test_face_down_creatures_count_phased_out_ones_and_noncreatures_don_t() -> None:
    """CR 708.2a: a face-down permanent is a 2/2 creature, so it counts; CR 702.26b: a
    phased-out creature is treated as though it doesn't exist; a land isn't a creature. One
    face-down Towering Baloth, a phased-out Glory Seeker and Forests: one counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", phased_out=True)
    s.battlefield(0, *(["Forest"] * 5))
    s.battlefield(1, "Towering Baloth", face_down=True)
    s.hand(0, "Stag Beetle")
    d = Driver(s.build())
    d.cast(0, "Stag Beetle")
    d.resolve()
    beetle = d.find("Stag Beetle")
    assert d.state.objects[beetle].counters == {"+1/+1": 1}
    assert (d.chars(beetle).power, d.chars(beetle).toughness) == (1, 1)
