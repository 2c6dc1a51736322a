"""Words of Worship — {2}{W} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, you gain 5 life instead."
Rulings covered: ONS-FAQ-061 (a Words card replaces your draw).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .words_checks import check_player_chooses_which_words_applies

pytestmark = pytest.mark.card("Words of Worship")


@pytest.mark.ruling("ONS-FAQ-061")
def test_draw_step_draw_becomes_five_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains")
    s.library(0, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.life(0) == 25
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 2


def test_only_the_controllers_draw_is_replaced() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains")
    s.library(1, "Island", "Swamp")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Words of Worship")
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.life(0) == 20
    assert len(d.state.players[1].hand) == 1


@pytest.mark.ruling("ONS-OR-0037")
def test_player_chooses_which_words_applies() -> None:
    """Official ruling: "If multiple Words have been used prior to drawing a card, then you can
    choose which one to apply (and use up) each time you draw a card." (CR 616.1)"""

    def gained_five(d: Driver) -> None:
        assert d.life(0) == 25

    check_player_chooses_which_words_applies("Words of Worship", lambda d: None, gained_five)


def test_a_replaced_draw_from_an_empty_library_doesnt_lose() -> None:
    """CR 614.6, 704.5b: the draw replaced, no card is drawn from the empty library, so its
    controller gains 5 life and doesn't lose the game."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains")
    s.library(1, "Island", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.life(0) == 25
    assert not d.state.players[0].lost and not d.state.game_over


def test_an_unused_shield_ends_with_the_turn() -> None:
    """"The next time you would draw a card this turn": two activations in the upkeep, one used
    by the draw step's draw (25 life); the other ends with the turn, so the next turn's draw is
    a normal draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains", "Plains")
    s.library(0, "Island", "Swamp")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.activate(0, "Words of Worship")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("order_replacements")  # CR 616.1: the two shields; either one is used up
    d.take_first("order_replacements")
    d.pass_until("precombat_main", turn=3)
    assert d.life(0) == 25 and d.state.players[0].hand == []
    d.pass_until("precombat_main", turn=5)
    assert d.life(0) == 25
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Island"]
