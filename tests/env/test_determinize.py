"""Determinization samples only what the player can't see and keeps what they can."""

from __future__ import annotations

from collections import Counter

from manastack.agents import make_policy
from manastack.decisions.policies import play_out
from manastack.env.determinize import determinize, hidden_objects
from manastack.formats.deck_choice import load_deck
from manastack.game import Game


def _midgame(seed: int) -> Game:
    game = Game.new([load_deck("mid_gw"), load_deck("mid_ub")], seed=seed)
    play_out(game, [make_policy("random", seed * 16 + i) for i in range(2)], max_decisions=250)
    return game


def test_the_sample_keeps_the_players_view_and_redraws_only_hidden_cards() -> None:
    for seed in (1, 2):
        game = _midgame(seed)
        for player in (0, 1):
            hidden = hidden_objects(game, player)
            sample = determinize(game, player, seed=seed + 100)
            assert sample.view(player) == game.view(player)
            changed = 0
            for _owner, oids in hidden.items():
                real = Counter(game.state.objects[o].card_key for o in oids)
                drawn = Counter(sample.state.objects[o].card_key for o in oids)
                assert drawn == real  # drawn from what the player can't see, nothing else
                changed += sum(game.state.objects[o].card_key !=
                               sample.state.objects[o].card_key for o in oids)
            assert changed > 0
            visible = set(game.state.objects) - {o for v in hidden.values() for o in v}
            assert all(sample.state.objects[o].card_key == game.state.objects[o].card_key
                       for o in visible)
            # the opponent's hand is hidden but for the cards the player knows there (seen
            # returned to it, revealed, looked at: rules.known_cards), which keep their identity
            opponent_hand = game.state.players[1 - player].hand
            unknown = {c for c in opponent_hand if player not in game.state.objects[c].known_to}
            assert unknown <= set(hidden.get(1 - player, ()))
            assert not set(opponent_hand) - unknown & set(hidden.get(1 - player, ()))
            assert not set(game.state.players[player].hand) & set(hidden.get(player, ()))


def test_samples_differ_by_seed_and_the_sample_plays_on_without_touching_the_game() -> None:
    game = _midgame(3)
    before = game.fingerprint()
    a, b = determinize(game, 0, seed=1), determinize(game, 0, seed=2)
    hands = [[s.state.objects[o].card_key for o in s.state.players[1].hand] for s in (a, b)]
    libraries = [[s.state.objects[o].card_key for o in s.state.players[0].library]
                 for s in (a, b)]
    assert hands[0] != hands[1] or libraries[0] != libraries[1]
    play_out(a, [make_policy("random", i) for i in range(2)], max_decisions=200)
    assert game.fingerprint() == before
