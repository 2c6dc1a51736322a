"""Words of Wilding — {2}{G} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, create a 2/2 green Bear
creature token instead."
Rulings covered: ONS-FAQ-062 (activated twice: each shield replaces one draw).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Words of Wilding")


@pytest.mark.ruling("ONS-FAQ-062")
def test_draw_becomes_a_bear_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wilding", "Forest", "Forest")
    s.library(0, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wilding")
    d.resolve()
    d.activate(0, "Words of Wilding")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()  # to the draw step: both shields apply to its draw
    d.expect("order_replacements")
    d.choose(d.decision.actions[0].value)
    bears = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(bears) == 1  # one shield used by the single draw of the draw step
    c = d.chars(bears[0])
    assert (c.power, c.toughness) == (2, 2) and "Bear" in c.subtypes and c.colors == {"G"}
    assert d.state.players[0].hand == [] and len(d.state.players[0].library) == 2
