"""Starting the game (CR 103): choosing the starting player, London mulligans, the draw skip.

CR 103.1  a player chooses who takes the first turn.
CR 103.5  mulligans: declarations in turn order from the starting player, taken at the same
          time; after each mulligan the player puts that many cards on the bottom; no more
          mulligans once the opening hand would be zero cards.
CR 103.5c multiplayer: the first mulligan is free.
CR 103.8a two players: the starting player skips the draw step of their first turn.
CR 103.8c other multiplayer games: nobody skips it.
"""

from __future__ import annotations

from manastack.game import Choose, Game
from manastack.testing import Driver

DECK = ["Forest"] * 20 + ["Glory Seeker"] * 20


def new_game(players: int = 2, seed: int = 3) -> Driver:
    return Driver(Game.new([DECK] * players, seed=seed))


def hand(d: Driver, p: int) -> list[int]:
    return list(d.state.players[p].hand)


def test_a_player_chooses_who_takes_the_first_turn() -> None:
    """CR 103.8, 103.1, 101.4e: player 1 chosen to start is considered the active player while the
    game starts: they declare their mulligan decision first, then player 0."""
    d = new_game()
    dec = d.expect("first_player")
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}
    d.choose(1, player=dec.player)
    # CR 103.5: the starting player declares first.
    assert d.expect("mulligan").player == 1
    assert len(hand(d, 0)) == 7 and len(hand(d, 1)) == 7
    d.choose("keep")
    assert d.expect("mulligan").player == 0
    d.choose("keep")
    assert d.state.active == 1 and d.state.turn == 1


def test_two_player_starting_player_skips_first_draw() -> None:
    """CR 103.8a."""
    d = new_game()
    d.choose(0)
    d.choose("keep")
    d.choose("keep")
    d.pass_until("precombat_main", turn=1)
    assert len(hand(d, 0)) == 7
    d.pass_until("precombat_main", turn=2)
    assert d.state.active == 1
    assert len(hand(d, 1)) == 8


def test_london_mulligan_puts_cards_on_the_bottom_right_away() -> None:
    """CR 103.5: shuffle, draw seven, then put one card per mulligan on the bottom."""
    d = new_game()
    d.choose(0)
    d.choose("mulligan")
    d.choose("keep")  # player 1 keeps; both declarations made, the mulligan is taken
    dec = d.expect("bottom_cards")
    assert dec.player == 0
    assert len(d.game.legal_actions()) == 7
    card = hand(d, 0)[2]
    d.choose(card)
    assert len(hand(d, 0)) == 6
    # The card became a new object on the bottom of the library (CR 400.7).
    assert card not in d.state.objects
    assert d.state.players[0].library[-1] == max(d.state.players[0].library)
    assert len(d.state.players[0].library) == 34
    # Another round for the player who took a mulligan only.
    dec = d.expect("mulligan")
    assert dec.player == 0
    d.choose("mulligan")
    for _ in range(2):
        assert d.expect("bottom_cards").player == 0
        d.choose(hand(d, 0)[0])
    assert len(hand(d, 0)) == 5
    d.choose("keep")
    assert d.state.turn == 1 and d.state.active == 0
    assert d.state.players[0].mulligans == 2


def test_no_mulligan_once_the_hand_would_be_empty() -> None:
    d = new_game()
    d.choose(0)
    d.choose("mulligan")
    d.choose("keep")
    for n in range(1, 8):
        for _ in range(n):
            d.choose(hand(d, 0)[0])
        assert len(hand(d, 0)) == 7 - n
        if n < 7:
            d.choose("mulligan")
    assert d.expect("mulligan").player == 0
    assert d.game.legal_actions() == [Choose("keep")]


def test_multiplayer_first_mulligan_is_free() -> None:
    """CR 103.5c: no card goes to the bottom for the first mulligan in multiplayer. CR 800.6."""
    d = new_game(players=3)
    d.choose(2)
    assert d.expect("mulligan").player == 2
    d.choose("keep")
    d.choose("mulligan")  # player 0
    d.choose("keep")      # player 1
    assert d.expect("mulligan").player == 0
    assert len(hand(d, 0)) == 7
    d.choose("mulligan")
    assert d.expect("bottom_cards").player == 0
    d.choose(hand(d, 0)[0])
    assert len(hand(d, 0)) == 6
    d.choose("keep")
    assert d.state.active == 2


def test_multiplayer_starting_player_draws() -> None:
    """CR 103.8c: in a multiplayer game nobody skips the first draw. CR 800.7."""
    d = new_game(players=3)
    d.choose(0)
    for _ in range(3):
        d.choose("keep")
    d.pass_until("precombat_main", turn=1)
    assert len(hand(d, 0)) == 8


def test_mulligan_decisions_replay_exactly() -> None:
    d = new_game(seed=11)
    d.choose(1)
    d.choose("mulligan")
    d.choose("mulligan")
    for p in (1, 0):
        d.choose(hand(d, p)[0], player=p)
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()
    assert again.decision == d.game.decision


def test_before_the_first_turn_no_turn_step_or_priority_has_begun() -> None:
    """CR 103.1-103.7: while the starting player is chosen and mulligans are taken, no turn has
    begun (turn 0, nobody has had priority or passed, CR 117) and it is neither day nor night
    (CR 730.1); nothing has a timestamp yet and nobody has won."""
    d = new_game()
    d.expect("first_player")
    fp = d.game.fingerprint()
    assert (fp["turn"], fp["active"], fp["step"], fp["priority"], fp["passes"]) == \
        (0, 0, 0, None, 0)
    assert (fp["day_night"], fp["game_over"], fp["winners"]) == (None, False, [])
    assert fp["combat"] is None and fp["timestamp"] == 0


def test_each_player_begins_the_game_with_nothing_counted() -> None:
    """CR 103.4, 103.1, 119.1: before the first turn (who takes it is being chosen) each
    player has their starting life total of 20 and their library, and nothing else: no
    poison counters (CR 122.1f) or other counters, no card in hand, graveyard or mana pool, no
    land played and one land play allowed (CR 305.2), the maximum hand size of seven (CR
    402.2), no mulligan or kept hand (CR 103.5), and has neither lost, won nor left the game
    (CR 104)."""
    g = Game.new([["Forest"] * 40] * 2, seed=3)
    assert g.state.pending is not None and g.state.pending.kind == "first_player"
    for i, p in enumerate(g.fingerprint()["players"]):
        assert len(p["library"]) == 40
        assert {k: v for k, v in p.items() if k != "library"} == {
            "index": i, "name": f"Player {i + 1}", "life": 20, "poison": 0, "counters": {},
            "hand": [], "graveyard": [], "mana_pool": {}, "lands_played": 0,
            "land_plays_allowed": 1, "spells_cast_this_turn": 0, "cards_drawn_this_turn": 0,
            "life_lost_this_turn": 0, "life_gained_this_turn": 0, "damage_taken_this_turn": 0,
            "max_hand_size": 7, "mulligans": 0, "kept": False, "drew_from_empty": False,
            "lost": False, "won": False, "left": False, "commander_casts": {},
            "commander_damage": {}}


def test_the_start_of_the_game_is_logged_and_each_decision_says_what_it_asks() -> None:
    """CR 103.1, 103.5: who takes the first turn, then each keep or mulligan, is logged and
    each decision's prompt says what is asked: player 0 takes two mulligans (putting one card,
    then two, on the bottom, counted down) and keeps; player 1 keeps at once."""
    d = new_game()
    assert d.expect("first_player").prompt == "Choose who takes the first turn"
    d.choose(0)
    assert d.expect("mulligan").prompt == "Keep this hand or take a mulligan (0 taken)"
    d.choose("mulligan")
    d.choose("keep")
    assert d.expect("bottom_cards").prompt == "Put a card on the bottom of your library (1 left)"
    d.choose(hand(d, 0)[0])
    assert d.expect("mulligan").prompt == "Keep this hand or take a mulligan (1 taken)"
    d.choose("mulligan")
    for left in (2, 1):
        dec = d.expect("bottom_cards")
        assert dec.player == 0
        assert dec.prompt == f"Put a card on the bottom of your library ({left} left)"
        d.choose(hand(d, 0)[0])
    d.choose("keep")
    assert d.state.turn == 1 and len(hand(d, 0)) == 5 and len(hand(d, 1)) == 7
    start = [(e.kind, e.player) for e in d.state.log
             if e.kind in ("first_player", "mulligan", "keep")]
    assert start == [("first_player", 0), ("mulligan", 0), ("keep", 1), ("mulligan", 0),
                     ("keep", 0)]
    players = d.game.fingerprint()["players"]
    assert [(p["kept"], p["mulligans"]) for p in players] == [(True, 2), (True, 0)]


def test_a_team_game_asks_which_team_takes_the_first_turn() -> None:
    """CR 103.1a, 805.3, 805.2: the choice names the teams by their primary players."""
    g = Game.new([DECK] * 4, seed=3, format="two_headed_giant")
    d = g.state.pending
    assert d is not None and d.kind == "first_player"
    assert d.prompt == "Choose which team takes the first turn"
    assert {a.value for a in g.legal_actions() if isinstance(a, Choose)} == {0, 2}


def test_an_opening_hand_from_a_seven_card_library_is_the_whole_library() -> None:
    """CR 402.1, 103.5: each player draws seven cards, from the top: a library of seven is drawn
    whole."""
    d = Driver(Game.new([["Forest"] * 7] * 2, seed=3))
    d.choose(0)
    assert [len(hand(d, p)) for p in (0, 1)] == [7, 7]
    assert [len(d.state.players[p].library) for p in (0, 1)] == [0, 0]


def test_a_copy_of_a_game_made_during_the_mulligans_begins_with_the_chosen_starting_player(
        ) -> None:
    """CR 103.1, 103.5: player 1 was chosen to take the first turn before the mulligans; a
    copy of the game made then (Game.clone) keeps that choice: once both keep, player 1's
    turn 1 begins in the copy as in the original."""
    d = new_game()
    d.choose(1)
    copy = Driver(d.game.clone())
    for drv in (d, copy):
        drv.choose("keep")
        drv.choose("keep")
        assert drv.state.active == 1 and drv.state.turn == 1
    assert copy.game.fingerprint() == d.game.fingerprint()


def test_a_copy_of_a_team_game_keeps_its_teams_and_shared_team_turns() -> None:
    """CR 805.4, 805.2: in a copy of a Two-Headed Giant game (Game.clone) the teams still take
    turns: after team 0's first turn (players 0 and 1) comes team 2's (players 2 and 3), not
    player 1's, and the copy's fingerprint names the same teams."""
    d = Driver(Game.new([DECK] * 4, seed=3, format="two_headed_giant"))
    d.choose(0)
    while d.decision.kind == "mulligan":
        d.choose("keep")
    copy = Driver(d.game.clone())
    assert copy.game.fingerprint() == d.game.fingerprint()
    assert copy.game.fingerprint()["teams"] == [[0, 1], [0, 1], [2, 3], [2, 3]]
    copy.pass_until("upkeep", turn=2)
    assert copy.state.active == 2


def test_a_library_of_fewer_than_seven_cards_loses_at_the_first_upkeep() -> None:
    """CR 103.5, 121.4, 704.5b (726.3 spells it out): player 1's deck has five cards: they
    draw all five and attempt to draw from their empty library, taking a mulligan changes
    nothing, and they lose when the state-based actions are first checked, in the upkeep of
    the first turn; player 0 wins."""
    d = Driver(Game.new([DECK, ["Forest"] * 5], seed=3))
    d.choose(0)
    assert [len(hand(d, p)) for p in (0, 1)] == [7, 5]
    d.choose("keep")
    d.choose("mulligan")
    assert len(hand(d, 1)) == 5
    while d.decision.kind == "bottom_cards":
        d.choose(hand(d, 1)[0])
    d.choose("keep")
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.turn == 1 and d.state.step.name == "UPKEEP"


def test_a_library_of_exactly_seven_cards_is_drawn_without_losing() -> None:
    """CR 121.4: drawing the seventh and last card is no attempt to draw from an empty
    library: the game goes on to the first turn's main phase."""
    d = Driver(Game.new([["Forest"] * 7] * 2, seed=3))
    d.choose(0)
    d.choose("keep")
    d.choose("keep")
    d.pass_until("precombat_main", turn=1)
    assert not d.game.is_over


def _start_log(d: Driver) -> list[tuple[str, int | None]]:
    return [(e.kind, e.player) for e in d.state.log if e.kind in ("mulligan", "keep")]


def test_a_player_who_concedes_while_putting_cards_on_the_bottom_leaves_and_the_rest_go_on(
        ) -> None:
    """CR 104.3a, 800.4a, 103.5: in a three-player game players 0 and 1 take their second
    mulligans; player 0 concedes while choosing the card to put on the bottom. Their cards left
    the game with them; player 1 still puts their card on the bottom, then keeps, and as the
    chosen starting player left, player 1 takes the first turn (CR 800.4k)."""
    d = new_game(players=3)
    d.choose(0)
    d.choose("mulligan")
    d.choose("mulligan")
    d.choose("keep")
    d.choose("mulligan")
    d.choose("mulligan")
    assert d.expect("bottom_cards").player == 0
    d.game.concede(0)
    assert not d.state.players[0].in_game and d.state.players[0].hand == []
    assert d.expect("bottom_cards").player == 1
    d.choose(hand(d, 1)[0])
    assert len(hand(d, 1)) == 6
    assert d.expect("mulligan").player == 1
    d.choose("keep")
    assert d.state.turn == 1 and d.state.active == 1
    assert d.state.players[1].mulligans == 2 and d.state.players[2].mulligans == 0


def test_a_player_who_declared_a_mulligan_and_concedes_takes_none() -> None:
    """CR 104.3a, 800.4a, 103.5: player 0 declares a mulligan, then concedes while player 1
    declares. The mulligans are taken after the last declaration by those still in the game:
    player 0, gone with their cards, takes none and is asked nothing more; player 1 (the next
    in turn order) takes the first turn."""
    d = new_game(players=3)
    d.choose(0)
    d.choose("mulligan")
    assert d.expect("mulligan").player == 1
    d.game.concede(0)
    d.choose("keep")
    d.choose("keep")
    assert d.state.turn == 1 and d.state.active == 1
    assert d.state.players[0].mulligans == 0 and not d.state.players[0].drew_from_empty
    assert [len(hand(d, p)) for p in (0, 1, 2)] == [0, 7, 7]


def test_a_player_who_concedes_before_declaring_declares_nothing() -> None:
    """CR 104.3a, 103.5: a player who left the game during the mulligans makes no declaration,
    whether they conceded while asked or while another player was: neither player 2 (who
    conceded as player 0 was asked) nor player 1 (who conceded when asked) kept or took a
    mulligan; player 0's keep is the only declaration logged."""
    d = new_game(players=4)
    d.choose(0)
    d.game.concede(2)
    d.choose("keep")
    assert d.expect("mulligan").player == 1
    d.game.concede(1)
    assert d.expect("mulligan").player == 3
    d.choose("keep")
    assert _start_log(d) == [("keep", 0), ("keep", 3)]
    assert [p.kept for p in d.state.players] == [True, False, False, True]
    assert d.state.turn == 1 and d.state.active == 0


def test_a_three_player_game_left_with_two_before_the_first_turn_still_draws_first() -> None:
    """CR 103.8c, 800.1: a game that began with three players is a multiplayer game even once
    one of them conceded during the mulligans: the starting player doesn't skip the draw
    step of the first turn (as in a two-player game, CR 103.8a)."""
    d = new_game(players=3)
    d.choose(0)
    d.choose("keep")
    d.game.concede(2)
    d.choose("keep")
    d.pass_until("precombat_main", turn=1)
    assert d.state.active == 0 and len(hand(d, 0)) == 8


def test_no_mulligan_is_offered_for_an_opening_hand_of_zero_cards() -> None:
    """CR 103.5: a player can take mulligans until their opening hand would be zero cards.
    Player 1's library is empty: their hand is zero cards already, so they are offered only to
    keep it (a mulligan would shuffle nothing away and draw nothing), and they lose at the
    first check of state-based actions, having drawn from an empty library (CR 704.5b)."""
    d = Driver(Game.new([DECK, []], seed=3))
    d.choose(0)
    d.choose("keep")
    assert d.expect("mulligan").player == 1
    assert d.game.legal_actions() == [Choose("keep")]
    d.choose("keep")
    assert d.game.is_over and d.game.winners == (0,)


def test_a_short_library_offers_mulligans_until_the_opening_hand_is_zero_cards() -> None:
    """CR 103.5: with a two-card library a player draws both; after two mulligans (one card,
    then both, on the bottom) their opening hand is zero cards, and no further mulligan is
    offered, though they have taken fewer than seven."""
    d = Driver(Game.new([DECK, ["Forest"] * 2], seed=3))
    d.choose(0)
    d.choose("keep")
    for taken in (1, 2):
        assert d.expect("mulligan").player == 1
        assert Choose("mulligan") in d.game.legal_actions()
        d.choose("mulligan")
        while d.decision.kind == "bottom_cards":
            d.choose(hand(d, 1)[0])
        assert len(hand(d, 1)) == 2 - taken
    assert d.expect("mulligan").player == 1
    assert d.game.legal_actions() == [Choose("keep")]
