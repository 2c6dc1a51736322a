"""Angelfire Ignition — {1}{R}{W} Sorcery.

Oracle: "Put two +1/+1 counters on target creature. It gains vigilance, trample, lifelink,
indestructible, and haste until end of turn. / Flashback {2}{R}{W} (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Angelfire Ignition")

GRANTED = ("Vigilance", "Trample", "Lifelink", "Indestructible", "Haste")


def test_counters_and_keywords_until_end_of_turn() -> None:
    """The counters stay (CR 122.1); the keywords end in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", sick=True)
    s.hand(0, "Angelfire Ignition")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    assert all(c.has(k) for k in GRANTED)
    d.to_combat()  # haste: the new creature may attack
    d.attack([seeker])
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    assert not any(c.has(k) for k in GRANTED)
    assert d.life(1) == 16 and d.life(0) == 24


def test_flashback_from_the_graveyard_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {2}{R}{W}, then exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Plains", "Glory Seeker")
    s.graveyard(0, "Angelfire Ignition")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker], method="flashback")
    d.resolve()
    assert d.chars(seeker).power == 4
    assert d.zone_of("Angelfire Ignition") == "exile"
