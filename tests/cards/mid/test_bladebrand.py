"""Bladebrand — {1}{B} Instant.

Oracle: "Target creature gains deathtouch until end of turn. / Draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bladebrand")


def test_deathtouch_and_a_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bladebrand")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bladebrand", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Deathtouch")
    assert d.ids("Island", zone="hand")


@pytest.mark.ruling("MID-OR-0268")
def test_an_illegal_target_means_no_card() -> None:
    """Official ruling: "If the target creature is an illegal target by the time Bladebrand
    tries to resolve, the spell doesn't resolve. You don't draw a card." (CR 608.2b)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bladebrand")
    s.library(0, "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bladebrand", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Bladebrand") == "graveyard"
    assert d.zone_of("Island") == "library"
    assert not d.state.players[0].hand


def test_deathtouch_in_combat_until_end_of_turn() -> None:
    """CR 702.2b, 704.5h: cast after blocks, Glory Seeker's 2 damage destroys the blocking
    Krosan Tusker (toughness 5); the deathtouch ends with the turn (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bladebrand")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Krosan Tusker")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    seeker, tusker = d.find("Glory Seeker"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({tusker: seeker})
    d.cast(0, "Bladebrand", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Deathtouch")
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"  # the Tusker's 6 damage
    assert len(d.ids("Island", zone="hand", player=0)) == 1


def test_deathtouch_wears_off_at_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bladebrand")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bladebrand", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Deathtouch")
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    assert not d.chars(seeker).has("Deathtouch")
