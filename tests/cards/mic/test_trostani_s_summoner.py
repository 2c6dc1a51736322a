"""Trostani's Summoner — {5}{G}{W} Creature — Elf Shaman 1/1.

Oracle: "When Trostani's Summoner enters the battlefield, create a 2/2 white Knight creature
token with vigilance, a 3/3 green Centaur creature token, and a 4/4 green Rhino creature token
with trample."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Trostani's Summoner")

CARD = "Trostani's Summoner"


def test_creates_the_three_tokens() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, *["Plains"] * 3)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    made = {d.chars(o).name: d.chars(o) for o in d.state.battlefield
            if d.state.objects[o].is_token}
    assert set(made) == {"Knight Token", "Centaur Token", "Rhino Token"}  # CR 111.4
    knight, centaur, rhino = made["Knight Token"], made["Centaur Token"], made["Rhino Token"]
    assert (knight.power, knight.toughness) == (2, 2) and knight.has("Vigilance")
    assert knight.colors == frozenset("W")
    assert (centaur.power, centaur.toughness) == (3, 3) and centaur.colors == frozenset("G")
    assert (rhino.power, rhino.toughness) == (4, 4) and rhino.has("Trample")
