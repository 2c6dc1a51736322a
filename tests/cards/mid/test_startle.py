"""Startle — {1}{U} Instant.

Oracle: "Target creature gets -2/-0 until end of turn. Create a 2/2 black Zombie creature
token with decayed. (It can't block. When it attacks, sacrifice it at end of combat.) /
Draw a card."
Rulings covered: MID-RN-033 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Startle")


@pytest.mark.ruling("MID-RN-033", "MID-OR-0238")
def test_shrink_zombie_and_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Swamp")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Startle", targets=[tusker])
    d.resolve()
    assert d.chars(tusker).power == 4
    z = d.find("Zombie", zone="battlefield", player=0)
    assert d.chars(z).has("Decayed")
    assert d.ids("Swamp", zone="hand", player=0)


def test_illegal_target_means_no_zombie_and_no_card() -> None:
    """CR 608.2b: the only target is gone, so the spell doesn't resolve at all: neither the
    Zombie nor the draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Swamp")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Startle", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.ids("Zombie", zone="battlefield")
    assert d.zone_of("Swamp") == "library"
    assert d.zone_of("Startle") == "graveyard"
