"""Raze the Effigy — {R} Instant.

Oracle: "Choose one — / • Destroy target artifact. / • Target attacking creature gets +2/+2
until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Raze the Effigy")


def test_destroy_artifact() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Raze the Effigy")
    s.battlefield(1, "Pithing Needle")
    d = Driver(s.build())
    d.cast(0, "Raze the Effigy", modes=[0], targets=[d.find("Pithing Needle")])
    d.resolve()
    assert d.ids("Pithing Needle", zone="graveyard")


def test_pump_needs_an_attacking_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Raze the Effigy")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError):
        d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    with pytest.raises(IllegalActionError):
        d.cast(0, "Raze the Effigy", modes=[1], targets=[d.find("Elvish Warrior")])
    d = Driver(s.build())
    d.to_combat()
    d.attack([seeker])
    d.cast(0, "Raze the Effigy", modes=[1], targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
