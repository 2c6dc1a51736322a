"""Shock — {R} Instant.

Oracle: "Shock deals 2 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shock")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_shock_kills_a_two_toughness_creature() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    assert d.ids("Shock", zone="graveyard")


def test_shock_to_a_player() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_shock_fizzles_when_its_target_is_gone() -> None:
    """CR 608.2b: with its only target illegal, the spell doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.cast(0, d.ids("Shock", "hand")[0], targets=[seeker])
    d.resolve()  # the second Shock kills it
    d.resolve()  # the first has no legal target now
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.life(1) == 20
