"""Acceptance scenarios for drawing cards (CR 121): several draws are made one at a time, so a
"next time you would draw" replacement replaces one of them only (121.2, 121.6b, 614.1a); an
attempt to draw from an empty library loses the game at the next check of state-based
actions (121.4, 704.5b), while a replaced draw is no attempt (121.6a). When several players
are instructed to draw, the active player makes all their draws first, then each other player in
turn order (121.2c); players told to "each discard their hands, then draw" all discard at once
before anyone draws (101.4, 608.2c).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.rules.cleanup_priority import sifters_discard, to_cleanup_priority


def _revelation(library: list[str], words: int, card: str = "Words of Worship") -> Driver:
    """Player 0 activates ``card`` ``words`` times, then casts Electric Revelation (discarding
    Glory Seeker): two draws."""
    s = Scenario(seed=1)
    s.battlefield(0, card, *["Mountain"] * 3, *["Plains"] * words)
    s.hand(0, "Electric Revelation", "Glory Seeker")
    s.library(0, *library)
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    for _ in range(words):
        d.activate(0, card)
        d.resolve()
    d.cast(0, "Electric Revelation", choices=[d.find("Glory Seeker")])
    d.resolve()
    d.take_first("order_replacements")  # two shields: either applies first (CR 616.1)
    d.take_first("order_replacements")
    return d


def test_one_shield_replaces_only_the_first_of_two_draws() -> None:
    """CR 121.2, 614.1a: "draw two cards" is two draws; Words of Worship's shield replaces the
    first (5 life), the second draws the top card."""
    d = _revelation(["Forest", "Island"], words=1)
    assert d.life(0) == 25
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    assert len(d.state.players[0].library) == 1


def test_two_shields_replace_both_draws() -> None:
    """CR 121.2: each of the two draws is replaced by one of the two shields."""
    d = _revelation(["Forest", "Island"], words=2)
    assert d.life(0) == 30
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 2


def test_a_replaced_draw_and_the_last_card_dont_lose_the_game() -> None:
    """CR 121.2, 121.6a, 704.5b: with one card left and one shield, the first draw is replaced
    and the second draws the last card: no draw from an empty library was attempted."""
    d = _revelation(["Forest"], words=1)
    assert d.life(0) == 25
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    assert not d.state.players[0].lost and not d.game.is_over


def test_drawing_two_from_a_one_card_library_loses_at_the_next_check() -> None:
    """CR 121.4, 704.5b: the first draw takes the last card, the second is attempted from an
    empty library: the player loses when state-based actions are next checked."""
    d = _revelation(["Forest"], words=0)
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_words_of_wilding_replaces_one_draw_in_the_middle_of_a_sequence() -> None:
    """CR 121.6b: the replacement (a 2/2 Bear token) is completed, then the sequence goes on
    with the second draw."""
    d = _revelation(["Forest", "Island"], words=1, card="Words of Wilding")
    assert len(d.ids("Bear", zone="battlefield")) == 1
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]


def test_curse_of_obsession_s_draws_with_a_shield_from_the_upkeep() -> None:
    """CR 504.1, 121.2: Words of Worship activated in the upkeep replaces the draw step's
    turn-based draw; Curse of Obsession's two additional draws then draw normally."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Worship", "Plains")
    s.battlefield(1, "Curse of Obsession", attached_to=0)
    s.library(0, "Forest", "Island", "Swamp")
    s.library(1, "Forest", "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.life(0) == 25
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest", "Island"]


def test_a_words_shield_made_in_a_cleanup_step_is_gone_by_the_next_turn_s_draw() -> None:
    """CR 514.3a, 514.2, 121.6: "the next time you would draw a card this turn" set up in a
    cleanup step with priority ends in the next cleanup step; player 1's draw in the next
    turn is a draw."""
    s = Scenario(seed=1)
    sifters_discard(s)
    s.battlefield(1, "Words of Worship", "Plains")
    s.library(1, "Island", "Island")
    d = to_cleanup_priority(s)
    d.activate(1, "Words of Worship")
    d.resolve()
    assert d.state.shields
    d.pass_until("precombat_main", turn=4)
    assert d.life(1) == 20
    assert len(d.state.players[1].hand) == 1


def test_a_may_draw_is_offered_with_an_empty_library_and_drawing_then_loses() -> None:
    """CR 121.3, 121.4, 704.5b: Wirewood Savage's "you may draw a card" is offered though the
    library is empty; choosing to draw is an attempt to draw from an empty library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Savage", *["Forest"] * 5)
    s.hand(0, "Barkhide Mauler")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Barkhide Mauler")
    d.resolve()  # the Beast enters: Wirewood Savage's ability triggers
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.players[0].lost and not d.state.players[1].lost


def _wheel(words: str, active: int, targets: tuple[int, ...]) -> Driver:
    """Three players, each with two cards in hand and a Plains; player 1 has ``words`` and an
    Island. In ``active``'s main phase player 0 casts Wheel and Deal targeting ``targets`` (in
    that order); player 1 activates ``words`` in response, then the spell resolves."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Plains")
    s.hand(0, "Wheel and Deal", "Shock", "Smother")
    s.battlefield(1, words, "Island", "Plains")
    s.battlefield(2, "Plains")
    for p in (1, 2):
        s.hand(p, "Shock", "Smother")
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.at("precombat_main", active=active, priority=0)
    d = Driver(s.build())
    d.cast(0, "Wheel and Deal", targets=list(targets))
    while d.decision.player != 1:
        d.pass_priority()
    d.activate(1, words)
    d.resolve()
    d.resolve()
    return d


def test_the_targeted_opponents_all_discard_before_anyone_draws() -> None:
    """CR 101.4, 608.2c, 121.6b: Wheel and Deal's opponents "each discard their hands, then draw
    seven cards": players 1 and 2 discard at once, then draw. Player 1's first draw is replaced
    by Words of Wind: each player returns a permanent they control to its owner's hand; player
    2's Plains comes back to a hand already discarded, so it stays there with their seven new
    cards, and player 1 draws six."""
    d = _wheel("Words of Wind", active=0, targets=(1, 2))
    for p in (0, 1, 2):  # each player returns their Plains (CR 101.4: in turn order)
        d.expect("choose_cards")
        d.choose(d.find("Plains", "battlefield", player=p))
    d.expect("priority")
    hand2 = [d.game.name_of(c) for c in d.state.players[2].hand]
    assert sorted(hand2) == ["Forest"] * 7 + ["Plains"]
    assert len(d.state.players[1].hand) == 7  # six Forests and their Plains
    assert sorted(d.game.name_of(c) for c in d.state.players[2].graveyard) == ["Shock", "Smother"]


def test_the_active_player_draws_first_whatever_the_order_of_the_targets() -> None:
    """CR 121.2c: cast in player 2's turn, Wheel and Deal targeting player 1 then player 2 has
    player 2, the active player, draw their seven first, then player 1. Player 1's first draw
    is replaced by Words of Waste (each opponent discards a card): player 2 discards one of
    their seven new cards and player 0 one of their two, and player 1 draws six."""
    d = _wheel("Words of Waste", active=2, targets=(1, 2))
    assert len(d.state.players[2].hand) == 7
    while d.decision.kind == "discard":
        d.choose(d.decision.actions[0].value)
    d.expect("priority")
    assert len(d.state.players[2].hand) == 6
    assert len(d.state.players[1].hand) == 6
    assert len(d.state.players[0].hand) == 2  # Shock or Smother, and the card drawn
