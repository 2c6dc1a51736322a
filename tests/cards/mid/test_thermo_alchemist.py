"""Thermo-Alchemist — {1}{R} Creature — Human Shaman 0/3.

Oracle: "Defender / {T}: Thermo-Alchemist deals 1 damage to each opponent. / Whenever you
cast an instant or sorcery spell, untap Thermo-Alchemist."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Thermo-Alchemist")


def test_ping_untap_ping() -> None:
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Thermo-Alchemist", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    alch = d.find("Thermo-Alchemist")
    d.activate(0, alch)
    d.resolve()
    assert (d.life(1), d.life(2), d.life(0)) == (19, 19, 20)
    assert d.state.objects[alch].tapped
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the untap trigger resolves first
    assert not d.state.objects[alch].tapped
    d.activate(0, alch)
    d.resolve()
    d.resolve()
    assert (d.life(1), d.life(2)) == (16, 18)
