"""Inspirit — {2}{W} Instant.

Oracle: "Untap target creature. It gets +2/+4 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Inspirit")

def test_untaps_and_pumps() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.hand(0, "Inspirit")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 6)


def test_an_untapped_attacker_keeps_attacking() -> None:
    """CR 506.4: untapping an attacking creature doesn't remove it from combat; it deals
    its pumped damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Inspirit")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert d.state.objects[seeker].tapped
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped
    assert d.state.combat is not None and seeker in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.life(1) == 16
