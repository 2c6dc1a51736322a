"""Seeded random playouts on every playable bundled deck, checking game invariants as they go.

The decks are chosen when the tests are collected: only bundled decks whose cards are all
implemented take part (``test_bundled_deck_playability`` shows which do not, and why).
Set ``MANASTACK_SEEDS`` to play more games: that many two-player games, and a quarter as many
four-player games (``MANASTACK_SEEDS_4P`` overrides the latter).
"""

from __future__ import annotations

import os

import pytest

from manastack.cards.registry import UnimplementedCardError, card_def
from manastack.formats.decklist import bundled_decks, load_decklist
from manastack.game import Game
from manastack.invariants import PlayoutReport, checked_playout, deck_gaps, playable_decks

SAMPLE_DECKS = ["sample_mid", "sample_ons"]
PLAYABLE = playable_decks()
GAPS = deck_gaps()

SEEDS_2P = int(os.environ.get("MANASTACK_SEEDS", "6"))
SEEDS_4P = int(os.environ.get("MANASTACK_SEEDS_4P", str(max(2, SEEDS_2P // 4))))


def _two_player_games() -> list[tuple[int, tuple[str, str]]]:
    """Seeds paired with decks: each deck plays first in turn against the next one, then
    against the one after that, and so on (mirrors included once every deck has come round)."""
    n = len(PLAYABLE)
    return [(seed, (PLAYABLE[seed % n], PLAYABLE[(seed + 1 + seed // n) % n]))
            for seed in range(SEEDS_2P)]


def _four_player_games() -> list[tuple[int, tuple[str, ...]]]:
    n = len(PLAYABLE)
    return [(1000 + seed, tuple(PLAYABLE[(seed + i) % n] for i in range(4)))
            for seed in range(SEEDS_4P)]


def _check_report(r: PlayoutReport, players: int) -> None:
    assert r.finished
    assert len(r.winners) <= 1
    assert all(0 <= w < players for w in r.winners)
    assert r.turns >= 1
    assert r.deep_checks >= 1
    assert r.round_trips >= 1
    assert r.kinds.get("priority", 0) > 0


@pytest.mark.parametrize("name", SAMPLE_DECKS)
def test_sample_deck_has_60_implemented_cards(name: str) -> None:
    deck = load_decklist(name)
    assert deck.main_count() == 60
    missing = sorted({card_def(k).card.name for k in deck.card_keys()
                      if not card_def(k).implemented})
    assert missing == []
    colours = {c for k in deck.card_keys() for c in card_def(k).card.faces[0].colors}
    assert len(colours) == 2


def test_sample_decks_are_playable() -> None:
    assert set(SAMPLE_DECKS) <= set(PLAYABLE)


@pytest.mark.parametrize(
    "name", bundled_decks(),
    ids=[f"{n}: playable" if not GAPS[n] else f"{n}: {len(GAPS[n])} cards missing"
         for n in bundled_decks()])
def test_bundled_deck_playability(name: str) -> None:
    """Each bundled deck either starts a game or is refused for a card this lists as missing;
    the test ids show how many distinct cards each deck still lacks."""
    deck = load_decklist(name)
    missing = GAPS[name]
    # a Commander precon is played in a Commander game only (CR 903.3)
    format = "commander" if deck.commander else "normal"
    assert (name in PLAYABLE) == (not missing and not deck.commander)
    if not missing:
        game = Game.new([deck, deck], seed=0, format=format)
        assert not game.is_over
        return
    with pytest.raises(UnimplementedCardError) as e:
        Game.new([deck, deck], seed=0, format=format)
    assert any(str(e.value).startswith(m.split(" (")[0]) for m in missing)


@pytest.mark.parametrize("seed,decks", _two_player_games(),
                         ids=[f"{s}-{a}-vs-{b}" for s, (a, b) in _two_player_games()])
def test_random_playout_two_players(seed: int, decks: tuple[str, str]) -> None:
    r = checked_playout(decks, seed, every=50, round_trips=1)
    _check_report(r, 2)


@pytest.mark.parametrize("seed,decks", _four_player_games(),
                         ids=[f"{s}-{'-'.join(d)}" for s, d in _four_player_games()])
def test_random_playout_four_players(seed: int, decks: tuple[str, ...]) -> None:
    r = checked_playout(decks, seed, every=100, round_trips=1, life=10)
    _check_report(r, 4)


BENCHMARK_MATCHUPS = [("ons_wu", "ons_br"), ("mid_gw", "mid_ub")]


@pytest.mark.parametrize("decks", BENCHMARK_MATCHUPS, ids=[f"{a}-vs-{b}"
                                                            for a, b in BENCHMARK_MATCHUPS])
def test_benchmark_matchup_two_players_checks_every_view(decks: tuple[str, str]) -> None:
    """The shared benchmark matchups, with the hidden-information check (face-down cards
    included) applied to every player's view after every action."""
    assert all(d in PLAYABLE for d in decks), GAPS
    r = checked_playout(decks, 17, every=200, round_trips=1, hidden_every=1)
    _check_report(r, 2)


@pytest.mark.parametrize("decks", BENCHMARK_MATCHUPS, ids=[f"{a}-vs-{b}-x2"
                                                            for a, b in BENCHMARK_MATCHUPS])
def test_benchmark_matchup_four_players_checks_every_view(decks: tuple[str, str]) -> None:
    """Four players (two of each deck): every player's view is checked every four actions."""
    assert all(d in PLAYABLE for d in decks), GAPS
    r = checked_playout(decks * 2, 18, every=400, round_trips=1, hidden_every=4, life=10)
    _check_report(r, 4)
