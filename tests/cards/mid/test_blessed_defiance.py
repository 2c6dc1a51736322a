"""Blessed Defiance — {W} Instant.

Oracle: "Target creature you control gets +2/+0 and gains lifelink until end of turn. When
that creature dies this turn, create a 1/1 white Spirit creature token with flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blessed Defiance")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Blessed Defiance", "Defenestrate")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


def test_pump_lifelink_and_a_spirit_when_it_dies() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert c.power == 4 and c.has("Lifelink")
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    d.resolve()  # the delayed trigger
    spirit = d.find("Spirit", zone="battlefield")
    assert d.chars(spirit).has("Flying") and d.state.objects[spirit].is_token


def test_lifelink_in_combat() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Blessed Defiance")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end")
    assert d.life(1) == 16 and d.life(0) == 24


def test_no_spirit_if_it_dies_a_later_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    assert not d.state.stack
    assert not d.ids("Spirit")
