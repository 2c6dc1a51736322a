"""Spark Reaper — {2}{B} Creature — Zombie 2/3.

Oracle: "{3}, Sacrifice a creature or planeswalker: You gain 1 life and draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spark Reaper")

CARD = "Spark Reaper"
ARLINN = "Arlinn, the Pack's Hope"


def _game(*mine: str, lands: int = 3) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * lands)
    s.battlefield(0, CARD, *mine)
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Island", "Forest")
    return Driver(s.build())


def _activate_sacrificing(d: Driver, name: str) -> None:
    d.activate(0, CARD)  # the mana first (CR 601.2g-h), then the sacrifice
    d.expect("cost_sacrifice")
    legal = d.game.legal_actions()
    assert Choose(d.find("Gluttonous Zombie")) not in legal  # only your own
    assert Choose(d.find("Swamp")) not in legal  # not a creature or planeswalker
    d.choose(d.find(name))


def test_sacrifice_a_creature_gain_one_and_draw() -> None:
    d = _game("Glory Seeker")
    _activate_sacrificing(d, "Glory Seeker")
    assert d.zone_of("Glory Seeker") == "graveyard"  # paid as the cost
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    d.resolve()
    assert d.life(0) == 21
    assert d.zone_of("Island") == "hand" and d.zone_of("Forest") == "library"


def test_sacrifice_a_planeswalker() -> None:
    d = _game(ARLINN)
    _activate_sacrificing(d, ARLINN)
    assert d.zone_of(ARLINN) == "graveyard"
    d.resolve()
    assert d.life(0) == 21 and d.zone_of("Island") == "hand"


def test_may_sacrifice_itself() -> None:
    d = _game()
    _activate_sacrificing(d, CARD)
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.life(0) == 21 and d.zone_of("Island") == "hand"


def test_needs_three_mana() -> None:
    d = _game("Glory Seeker", lands=2)
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
