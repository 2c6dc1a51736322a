"""Death's Presence — {5}{G} Enchantment.

Oracle: "Whenever a creature you control dies, put X +1/+1 counters on target creature you
control, where X is the power of the creature that died."
Rulings covered: MIC-OR-0217.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Death's Presence")

CARD = "Death's Presence"


@pytest.mark.ruling("MIC-OR-0217")
def test_x_is_the_power_it_had_on_the_battlefield() -> None:
    """An Elvish Warrior made 4/5 by Flare of Faith dies to three Shocks: its last power on
    the battlefield, 4, gives four counters to the Seeker (not its printed 2)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior")
    s.battlefield(0, "Plains", "Plains", *["Mountain"] * 6)
    s.hand(0, "Flare of Faith", "Shock", "Shock", "Shock")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).power == 4
    for _ in range(3):
        d.cast(0, "Shock", targets=[warrior])
        d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 4


def test_a_creature_that_died_with_zero_power_gives_no_counters() -> None:
    """CR 608.2h, 122.1: Startle makes Glory Seeker 0/2 and a Shock kills it: X, its last
    known power, is 0, and the Elvish Warrior gets no counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior", "Island", "Island", "Mountain")
    s.hand(0, "Startle", "Shock")
    s.library(0, "Plains")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Startle", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.expect("target")
    d.choose(warrior)
    d.resolve()
    assert not d.state.objects[warrior].counters.get("+1/+1")
    assert not d.state.stack
