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
