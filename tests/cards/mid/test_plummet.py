"""Plummet — {1}{G} Instant.

Oracle: "Destroy target creature with flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Plummet")


def test_destroys_only_a_flier() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Plummet")
    s.battlefield(1, "Screaming Seahawk", "Glory Seeker")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Plummet", targets=[d.find("Glory Seeker")])
    d = Driver(s.build())
    d.cast(0, "Plummet", targets=[d.find("Screaming Seahawk")])
    d.resolve()
    assert d.ids("Screaming Seahawk", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")
