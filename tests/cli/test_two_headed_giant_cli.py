"""`manastack play|simulate --format two_headed_giant` (CR 810): you and a teammate against a
team of two, 30 life a team; four decks, the first two one team."""

from __future__ import annotations

import json

from click.testing import CliRunner

from manastack.cli import main


def _invoke(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


def test_play_seats_you_and_a_teammate_against_two_opponents_at_30_life() -> None:
    r = _invoke("play", "--format", "two_headed_giant", "--seed", "2", "--plain",
                stdin="1\n" * 3 + "q\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    for who in ("You:", "Teammate:", "Opponent 1:", "Opponent 2:"):
        assert who in out
    assert "Life 30" in out and "Life 20" not in out
    # CR 810.5: your teammate's hand is on your board
    board = out.split("Teammate    Life 30", 1)[1].split("Opponent 1", 1)[0]
    assert "Hand  " in board


def test_play_refuses_another_table_size() -> None:
    r = _invoke("play", "--format", "two_headed_giant", "--players", "3", "--plain",
                stdin="q\n")
    assert r.exit_code != 0 and "two teams of two players (CR 810.1)" in r.output


def test_simulate_plays_team_games_and_refuses_two_decks() -> None:
    r = _invoke("simulate", "sample_mid", "sample_ons", "sample_ons", "sample_mid",
                "--games", "1", "--seed", "3", "--format", "two_headed_giant", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["players"] == 4 and not data["errors"] and data["unfinished"] == 0
    assert data["wins"] in ([1, 1, 0, 0], [0, 0, 1, 1])  # a team wins together (CR 810.8a)
    r = _invoke("simulate", "sample_mid", "sample_ons", "--format", "two_headed_giant")
    assert r.exit_code != 0 and "give four, six or eight decks, not 2" in r.output


def test_play_three_headed_giant_seats_two_teams_of_three_at_45_life() -> None:
    """CR 810.11: --players 6 plays Three-Headed Giant: you and two teammates against three
    opponents, 45 life a team."""
    r = _invoke("play", "--format", "two_headed_giant", "--players", "6", "--seed", "2",
                "--plain", stdin="1\n" * 3 + "q\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    for who in ("You:", "Teammate 1:", "Teammate 2:", "Opponent 1:", "Opponent 2:",
                "Opponent 3:"):
        assert who in out
    assert "Life 45" in out and "Life 30" not in out
    r = _invoke("play", "--format", "two_headed_giant", "--players", "5", "--plain",
                stdin="q\n")
    assert r.exit_code != 0 and "--players 4, 6 or 8, not 5" in r.output
