"""A game loaded part-way (``manastack play --load``) or replayed tells the modes, X and
targets of its spells and abilities (CR 601.2b-c) among the recent events as the live line
client told them: the game's log has no entry for them, so they are found again by replaying
the game's actions from its setup and looking at the stack wherever the player had priority
(``ui.stack_notes``). The game itself is left as it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from click.testing import CliRunner

from manastack.cli import main
from manastack.formats.decklist import parse_decklist
from manastack.game import Game
from manastack.ui.replay import Replay, move_lines
from tests.ui.conftest import BEARS, BURN, session_for
from tests.ui.test_fullscreen import _shock_in_hand_scenario
from tests.ui.test_session import _choose

SHOCK_TARGETS = "Shock targets Glory Seeker 2/2 (Player 2's)"


def _played(lang: str = "en", moves: int = 150) -> tuple[Game, list[str]]:
    """A game of the bears deck against the burn deck, the human taking the first choice
    ``moves`` times, and the log lines its live session told, the burn spells' targets among
    them."""
    names = ["You", "Opponent"] if lang == "en" else ["あなた", "対戦相手"]
    game = Game.new([parse_decklist(BEARS), parse_decklist(BURN)], seed=3, names=names)
    session = session_for(game, lang=lang)
    session.advance()
    for _ in range(moves):
        if session.game.is_over:
            break
        session.choose(session.pending()[2][0])
    return session.game, session.log_lines()


def test_a_loaded_game_tells_the_targets_the_live_game_told() -> None:
    for lang, word in (("en", " targets "), ("ja", "の対象：")):
        game, live = _played(lang)
        assert any(word in line for line in live)
        loaded = Game.from_json(game.to_json())
        before = loaded.fingerprint()
        session = session_for(loaded, lang=lang)
        assert session.log_lines() == live
        assert session.new_log_lines() == live  # the line client's first recent events
        assert loaded.fingerprint() == before == game.fingerprint()


def test_a_target_told_before_the_save_is_not_told_again_after_the_load() -> None:
    """The spell still on the stack when the game was saved was told then: going on with the
    loaded game tells it once."""
    session = session_for(_shock_in_hand_scenario())
    session.advance()
    _choose(session, "Cast Shock {R}")
    _choose(session, "Glory Seeker 2/2 (Player 2's)")
    while session.pending() and session.pending()[0] != "priority":
        session.choose(session.pending()[2][0])
    assert session.log_lines().count(SHOCK_TARGETS) == 1
    loaded = session_for(Game.from_json(session.game.to_json()))
    loaded.advance()
    assert loaded.log_lines() == session.log_lines()
    assert loaded.log_lines().count(SHOCK_TARGETS) == 1


def test_the_line_client_shows_a_loaded_game_s_earlier_targets(tmp_path: Path) -> None:
    game, live = _played()
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--plain", "--load", str(path)], input="q\n")
    assert r.exit_code == 0, r.output
    told = [line for line in live if " targets " in line]
    assert told and all(f"  {line}" in r.output for line in told)


def test_a_replay_tells_the_targets_as_the_live_game_did(tmp_path: Path) -> None:
    game, live = _played()
    text = game.to_json()
    replayed = [line for _, lines in move_lines(Replay(text), 0, "en") for line in lines]
    told = [line for line in live if " targets " in line]
    assert told and [line for line in replayed if " targets " in line] == told
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["replay", "--plain", str(path)])
    assert r.exit_code == 0, r.output
    assert all(f"  {line}" in r.output for line in told)


def test_the_full_screen_replay_tells_the_targets_up_to_its_move() -> None:
    """The full-screen replay's log has the targets told up to the move shown, none at the
    start; at the end it reads as the live session's."""
    from manastack.ui.replay import ReplayApp
    from tests.ui.conftest import run_app
    game, live = _played()
    moves = Replay(game.to_json())
    app = ReplayApp(moves, 0, "en")

    async def body(pilot: Any) -> None:
        assert " targets " not in app.screen_texts["log"]
        await pilot.press("end")
        await pilot.pause()
        assert app.screen_texts["log"].splitlines() == live
    run_app(app, body)
