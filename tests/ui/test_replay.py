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
