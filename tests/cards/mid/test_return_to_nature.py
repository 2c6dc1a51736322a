"""Return to Nature — {1}{G} Instant.

Oracle: "Choose one — / • Destroy target artifact. / • Destroy target enchantment. / • Exile
target card from a graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Return to Nature")


def build() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Return to Nature")
    s.battlefield(1, "Pithing Needle", "Glory Seeker")
    s.graveyard(1, "Shock")
    return Driver(s.build())


def test_destroy_an_artifact() -> None:
    d = build()
    d.cast(0, "Return to Nature", modes=[0], targets=[d.find("Pithing Needle")])
    d.resolve()
    assert d.ids("Pithing Needle", zone="graveyard")


def test_exile_a_card_from_an_opponents_graveyard() -> None:
    d = build()
    d.cast(0, "Return to Nature", modes=[2], targets=[d.find("Shock")])
    d.resolve()
    assert d.ids("Shock", zone="exile")
    assert d.ids("Pithing Needle", zone="battlefield")
