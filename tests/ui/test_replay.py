"""Saving a game from the full-screen client, going on with it, and replaying it move by
move."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from manastack.cli import main
from manastack.game import Game
from manastack.ui.fullscreen import GameApp
from manastack.ui.replay import Replay, ReplayApp
from tests.ui.conftest import key_for, run_app, session_for, small_game


def _saved_game(tmp_path: Path, presses: int = 40) -> tuple[Path, Game]:
    session = session_for(small_game(seed=3))
    path = tmp_path / "game.json"
    app = GameApp(session, save_path=str(path))

    async def body(pilot: Any) -> None:
        for _ in range(presses):
            if session.game.is_over:
                break
            await pilot.press(key_for(session))
        await pilot.press("s")
        await pilot.pause()
    run_app(app, body)
    return path, session.game


def test_save_and_load_go_on_with_the_same_game(tmp_path: Path) -> None:
    path, game = _saved_game(tmp_path)
    loaded = Game.from_json(path.read_text(encoding="utf-8"))
    assert loaded.fingerprint() == game.fingerprint()
    assert len(loaded.history) == len(game.history) > 0


def test_replay_steps_forward_and_back(tmp_path: Path) -> None:
    path, game = _saved_game(tmp_path)
    moves = Replay(path.read_text(encoding="utf-8"))
    assert len(moves) == len(game.history)
    end = moves.at(len(moves)).fingerprint()
    assert end == game.fingerprint()
    assert moves.at(0).state.turn <= 1
    assert moves.at(len(moves)).fingerprint() == end
    app = ReplayApp(moves, 0, "en")

    async def body(pilot: Any) -> None:
        assert "Move 0 of" in app.all_text()
        await pilot.press("end")
        await pilot.pause()
        assert f"Move {len(moves)} of {len(moves)}" in app.all_text()
        await pilot.press("left")
        await pilot.pause()
        assert f"Move {len(moves) - 1} of" in app.all_text()
    run_app(app, body)


def test_replay_command_prints_the_moves_and_hides_the_opponents_hand(tmp_path: Path) -> None:
    path, game = _saved_game(tmp_path)
    r = CliRunner().invoke(main, ["replay", str(path), "--plain"])
    assert r.exit_code == 0, r.output
    assert "Move " in r.stdout and "You take the first turn" in r.stdout or \
        "Opponent takes the first turn" in r.stdout
    r = CliRunner().invoke(main, ["replay", str(path), "--player", "5"])
    assert r.exit_code != 0 and "no player 5" in r.stderr


def test_play_load_goes_on_with_a_saved_game(tmp_path: Path) -> None:
    path, game = _saved_game(tmp_path, presses=6)
    assert not game.is_over
    r = CliRunner().invoke(main, ["play", "--load", str(path), "--plain"], input="q\n")
    assert r.exit_code == 0, r.output
    assert f"seed {game.setup['seed']}" in r.stdout
    assert "Game abandoned." in r.stdout


def test_a_malformed_saved_game_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    r = CliRunner().invoke(main, ["replay", str(bad)])
    assert r.exit_code != 0 and "can't replay" in r.stderr
    r = CliRunner().invoke(main, ["play", "--load", str(bad)])
    assert r.exit_code != 0 and "can't load" in r.stderr


def _unnamed_game_file(tmp_path: Path, decisions: int = 30) -> Path:
    """A game set up without seat names (the game names them "Player 1" and "Player 2"),
    played ``decisions`` decisions by first-choice policies and saved."""
    from manastack.agents import make_policy
    from manastack.decisions.policies import play_out
    from manastack.formats.decklist import parse_decklist
    from tests.ui.conftest import BEARS, BURN
    game = Game.new([parse_decklist(BURN), parse_decklist(BEARS)], seed=3)
    assert [p.name for p in game.state.players] == ["Player 1", "Player 2"]
    play_out(game, [make_policy("first"), make_policy("first", 1)], max_decisions=decisions)
    path = tmp_path / "unnamed.json"
    path.write_text(game.to_json(), encoding="utf-8")
    return path


def test_replay_in_japanese_gives_default_seat_names_in_japanese(tmp_path: Path) -> None:
    """The seat names the game gives a player set up without one ("Player 2") are shown in the
    replay's language: プレイヤー2 in Japanese, as seen by player 0; in English they stay."""
    path = _unnamed_game_file(tmp_path)
    r = CliRunner().invoke(main, ["replay", str(path), "--plain", "--lang", "ja"])
    assert r.exit_code == 0, r.output
    assert "プレイヤー2" in r.stdout and "Player" not in r.stdout, r.stdout
    r = CliRunner().invoke(main, ["replay", str(path), "--plain", "--player", "1"])
    assert r.exit_code == 0, r.output
    assert "Player 1" in r.stdout and "プレイヤー" not in r.stdout, r.stdout


def test_a_seat_name_of_the_terminal_client_reads_in_the_describers_language() -> None:
    """Seat names stored by ``manastack play`` in one language ("Opponent", 「対戦相手 1」,
    "Teammate") and the game's default ("Player 3") read in the other; "You", stored for the
    client's seat, reads as that seat's default name to another player; a name a player chose
    is kept."""
    from manastack.ui.describe import Describer
    from tests.ui.conftest import small_game
    game = small_game()
    ja, en = Describer(game, 0, "ja"), Describer(game, 0, "en")
    assert ja.seat_name(1, "Opponent") == "対戦相手"
    assert ja.seat_name(2, "Opponent 2") == "対戦相手 2"
    assert ja.seat_name(1, "Teammate") == "チームメイト"
    assert ja.seat_name(2, "Player 3") == "プレイヤー3"
    assert en.seat_name(2, "プレイヤー3") == "Player 3"
    assert en.seat_name(1, "対戦相手 1") == "Opponent 1"
    assert ja.seat_name(2, "Player 2") == "Player 2"  # not seat 2's default name
    assert ja.seat_name(1, "Opponent two") == "Opponent two"
    assert ja.seat_name(1, "Alice") == "Alice" and en.seat_name(1, "アリス") == "アリス"
    assert ja.player_name(1) == "対戦相手"  # small_game names seat 1 "Opponent"
    # the client's own seat, "You", is named by its default name to the other players
    assert ja.seat_name(0, "You") == "プレイヤー1" and en.seat_name(0, "あなた") == "Player 1"
    assert Describer(game, 1, "en").player_name(0) == "Player 1"
    assert Describer(game, 1, "en").player_name(1) == "You"
