"""Rise of the Ants — {4}{G}{G} Sorcery.

Oracle: "Create two 3/3 green Insect creature tokens. You gain 2 life. / Flashback {6}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rise of the Ants")


def test_two_insects_and_life_then_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8)
    s.graveyard(0, "Rise of the Ants")
    d = Driver(s.build())
    d.cast(0, "Rise of the Ants", method="flashback")
    d.resolve()
    insects = d.ids("Insect Token", zone="battlefield")
    assert len(insects) == 2
    c = d.chars(insects[0])
    assert (c.power, c.toughness, c.colors) == (3, 3, {"G"})
    assert d.life(0) == 22
    assert d.ids("Rise of the Ants", zone="exile")
