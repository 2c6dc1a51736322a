"""Lunar Frenzy — {X}{R} Instant.

Oracle: "Target creature you control gets +X/+0 and gains first strike and trample until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lunar Frenzy")


def test_plus_x_first_strike_and_trample() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError):
        d.cast(0, "Lunar Frenzy", x=3, targets=[d.find("Elvish Warrior")])
    d = Driver(s.build())
    d.cast(0, "Lunar Frenzy", x=3, targets=[seeker])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    c = d.chars(seeker)
    assert c.power == 5 and c.toughness == 2
    assert {"First strike", "Trample"} <= set(c.keywords)


def test_x_zero_still_grants_first_strike_and_trample() -> None:
    """X = 0 (CR 107.3): +0/+0, but the keywords are still granted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Lunar Frenzy", x=0, targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2)
    assert {"First strike", "Trample"} <= set(c.keywords)
    assert d.zone_of("Lunar Frenzy") == "graveyard"
