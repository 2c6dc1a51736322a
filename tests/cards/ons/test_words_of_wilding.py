"""Words of Wilding — {2}{G} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, create a 2/2 green Bear
creature token instead."
Rulings covered: ONS-FAQ-062 (activated twice: each shield replaces one draw).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .words_checks import check_player_chooses_which_words_applies

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


@pytest.mark.ruling("ONS-OR-0189")
def test_player_chooses_which_words_applies() -> None:
    """Official ruling: "If multiple Words have been used prior to drawing a card, then you can
    choose which one to apply (and use up) each time you draw a card." (CR 616.1)"""

    def made_a_bear(d: Driver) -> None:
        tokens = [o for o in d.state.battlefield if d.state.objects[o].is_token]
        assert len(tokens) == 1 and d.chars(tokens[0]).controller == 0

    check_player_chooses_which_words_applies("Words of Wilding", lambda d: None, made_a_bear)
