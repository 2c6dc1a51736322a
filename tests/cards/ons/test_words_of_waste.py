"""Words of Waste — {2}{B} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, each opponent discards a card
instead."
Rulings covered: none beyond the general Words rulings (see Words of War).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .words_checks import check_player_chooses_which_words_applies

pytestmark = pytest.mark.card("Words of Waste")


def test_each_opponent_discards_instead_of_the_draw() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.library(0, "Island")
    s.hand(1, "Shock")
    s.hand(2, "Smother")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.zone_of("Shock") == "graveyard"
    assert d.zone_of("Smother") == "graveyard"
    assert d.state.players[0].hand == []


@pytest.mark.ruling("ONS-OR-0128")
def test_player_chooses_which_words_applies() -> None:
    """Official ruling: "If multiple Words have been used prior to drawing a card, then you can
    choose which one to apply (and use up) each time you draw a card." (CR 616.1)"""

    def opponent_discarded(d: Driver) -> None:
        assert d.zone_of("Island", player=1) == "graveyard"
        assert d.state.players[1].hand == []

    check_player_chooses_which_words_applies("Words of Waste", lambda d: None,
                                             opponent_discarded)


def test_an_empty_library_s_draw_is_replaced_even_with_opponents_holding_nothing() -> None:
    """CR 121.6a, 614.11: the draw is replaced though the library is empty and the opponent
    has no card to discard; no draw from an empty library is attempted, so nobody loses
    (CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert not d.state.players[0].lost and not d.game.is_over
    assert d.state.players[0].hand == [] and d.state.players[1].hand == []


def test_an_unused_shield_ends_with_the_turn() -> None:
    """CR 514.2, 614.1: "the next time you would draw a card this turn" lasts only this turn:
    activated in player 0's end step, it doesn't replace their next turn's draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.library(0, "Island")
    s.library(1, "Forest")
    s.hand(1, "Shock")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Words of Waste")
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]
    assert d.zone_of("Shock") == "hand"
