"""Weathered Wayfarer — {W} Creature — Human Nomad Cleric 1/1.

Oracle: "{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then
shuffle. Activate only if an opponent controls more lands than you."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Weathered Wayfarer")


def build(opp_lands: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Weathered Wayfarer", "Plains")
    s.library(0, "Glory Seeker", "Contested Cliffs", "Elvish Warrior")
    s.battlefield(1, *["Forest"] * opp_lands)
    return Driver(s.build())


def test_finds_any_land_when_behind_on_lands() -> None:
    d = build(2)
    d.activate(0, "Weathered Wayfarer")
    d.resolve()
    d.choose(d.find("Contested Cliffs"))
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    assert d.zone_of("Contested Cliffs") == "hand"
    assert d.zone_of("Glory Seeker") == "library"


def test_not_activatable_with_equal_lands() -> None:
    d = build(1)
    wayfarer = d.find("Weathered Wayfarer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == wayfarer]
