"""Join the Dance — {G}{W} Sorcery.

Oracle: "Create two 1/1 white Human creature tokens. / Flashback {3}{G}{W}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Join the Dance")


def test_two_humans() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Forest")
    s.graveyard(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance", method="flashback")
    d.resolve()
    humans = d.ids("Human Token", zone="battlefield")
    assert len(humans) == 2
    c = d.chars(humans[0])
    assert (c.power, c.toughness, c.colors) == (1, 1, {"W"})
    assert d.ids("Join the Dance", zone="exile")
