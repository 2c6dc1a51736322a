"""Homestead Courage — {W} Sorcery.

Oracle: "Put a +1/+1 counter on target creature you control. It gains vigilance until end of
turn. / Flashback {W} (You may cast this card from your graveyard for its flashback cost.
Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Homestead Courage")


def test_counter_vigilance_then_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Homestead Courage")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Homestead Courage", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 3 and d.chars(seeker).has("Vigilance")
    d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4
    assert d.ids("Homestead Courage", zone="exile")
