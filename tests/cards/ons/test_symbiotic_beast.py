"""Symbiotic Beast — {4}{G}{G} Creature — Insect Beast 4/4.

Oracle: "When Symbiotic Beast dies, create four 1/1 green Insect creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Symbiotic Beast")


def test_four_insects_when_it_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Symbiotic Beast")
    d = Driver(s.build())
    d.cast(0, "Death Pulse", targets=[d.find("Symbiotic Beast")])
    d.resolve()
    d.resolve()
    assert len(d.ids("Insect Token", zone="battlefield", player=1)) == 4
