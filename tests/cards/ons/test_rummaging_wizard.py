"""Rummaging Wizard — {3}{U} Creature — Human Wizard 2/2.

Oracle: "{2}{U}: Look at the top card of your library. You may put that card into your
graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rummaging Wizard")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Rummaging Wizard")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.activate(0, "Rummaging Wizard")
    d.resolve()
    return d


def test_may_put_the_top_card_into_the_graveyard() -> None:
    d = setup()
    d.choose(d.find("Forest"))
    assert d.zone_of("Forest") == "graveyard"
    assert d.game.card(d.state.players[0].library[0]).name == "Plains"


def test_may_leave_it_on_top() -> None:
    d = setup()
    d.choose(None)
    assert d.zone_of("Forest") == "library"
    assert d.game.card(d.state.players[0].library[0]).name == "Forest"
