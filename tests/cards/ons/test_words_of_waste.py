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


def test_two_headed_giant_both_opponents_discard_and_the_teammate_doesn_t() -> None:
    """CR 102.3, 810.1: in Two-Headed Giant both players of the other team are opponents and
    each discards a card instead of the draw; the teammate keeps their hand."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    for p in range(4):
        s.library(p, *["Island"] * 3)
    s.hand(1, "Naturalize")
    s.hand(2, "Shock")
    s.hand(3, "Smother")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Smother") == "graveyard"
    assert d.zone_of("Naturalize") == "hand"
    assert not d.ids("Island", zone="hand", player=0)


def test_the_opponent_chooses_the_card_to_discard() -> None:
    """CR 701.9a (a player discards a card of their choice): the opponent with two cards is
    asked which to discard, and the one chosen goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.library(0, "Island")
    s.hand(1, "Shock", "Smother")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    while d.decision.player != 1 or d.decision.kind == "priority":
        d.pass_priority()
    assert d.decision.player == 1
    d.choose(d.find("Smother"))
    assert d.zone_of("Smother") == "graveyard" and d.zone_of("Shock") == "hand"
    assert d.zone_of("Island") == "library"


def test_only_the_next_draw_of_several_is_replaced() -> None:
    """CR 121.2, 614.1: cards are drawn one at a time; with one activation, Airborne Aid's
    first draw (two Birds) is replaced by the opponent's discard and the second is a draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Waste", "Swamp", *["Island"] * 4, "Screaming Seahawk")
    s.battlefield(1, "Screaming Seahawk")
    s.hand(0, "Airborne Aid")
    s.library(0, "Plains", "Forest")
    s.hand(1, "Shock", "Smother")
    d = Driver(s.build())
    d.activate(0, "Words of Waste", choices=[])
    d.resolve()
    d.cast(0, "Airborne Aid")
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert len(d.state.players[0].hand) == 1
    assert len(d.state.players[1].hand) == 1
    assert len(d.state.players[1].graveyard) == 1


def test_the_discarding_opponent_s_hand_stays_hidden_from_the_words_controller() -> None:
    """CR 401.2 (the hand is hidden), 701.9a: while the opponent chooses what to discard,
    player 0's view doesn't name the cards in that hand; once discarded, the card is public
    in the graveyard (CR 404.2)."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.library(0, "Island")
    s.hand(1, "Shock", "Smother")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    while d.decision.player != 1 or d.decision.kind == "priority":
        d.pass_priority()
    mine = json.dumps(d.game.view(0))
    assert "Shock" not in mine and "Smother" not in mine
    assert "Smother" in json.dumps(d.game.view(1))
    d.choose(d.find("Smother"))
    assert "Smother" in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(0))


def test_an_opponent_who_left_the_game_isn_t_an_opponent_any_more() -> None:
    """CR 800.4a, 102.3: in a three-player game player 2 concedes and leaves the game with
    their cards; only player 1 discards instead of player 0's draw."""
    from manastack.decisions.actions import Concede

    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Words of Waste", "Swamp")
    s.library(0, "Island")
    s.hand(1, "Shock")
    s.hand(2, "Smother")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.act(2, Concede())
    assert d.state.players[2].lost
    d.activate(0, "Words of Waste")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.zone_of("Shock") == "graveyard"
    discards = [e for e in d.state.log
                if e.kind == "zone_change" and e.data.get("cause") == "discard"]
    assert len(discards) == 1 and discards[0].player == 1
    assert not d.state.players[0].hand
    assert not d.game.is_over
