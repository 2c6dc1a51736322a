"""`manastack simulate`: many seeded games, win rates, errors reported with their seed."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import manastack.simulate
from manastack.agents import make_policy
from manastack.cli import main
from manastack.decisions.actions import PlayLand
from manastack.decisions.policies import Policy
from manastack.formats.decklist import load_decklist
from manastack.game import Game
from manastack.simulate import Autoplayer


def invoke(*args: str):
    return CliRunner().invoke(main, ["simulate", *args])


def test_table_with_win_rates_draws_turns_and_speed(decks: tuple[str, str]) -> None:
    r = invoke(*decks, "--games", "2", "--seed", "4", "--policy", "random",
               "--max-decisions", "300")
    assert r.exit_code == 0, r.output
    out = r.stdout
    for word in ("burn", "bears", "win rate", "draws:", "average turns:", "decisions/s",
                 "errors: 0"):
        assert word in out


def test_json_output_is_one_document(decks: tuple[str, str]) -> None:
    r = invoke(*decks, "--games", "2", "--seed", "1", "--policy", "heuristic,random", "--json",
               "--max-decisions", "300")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["games"] == 2
    assert data["policies"] == ["heuristic", "random"]
    assert sum(data["wins"]) + data["draws"] + data["unfinished"] == 2
    assert data["decisions"] > 0 and data["errors"] == []


def test_same_seed_same_results(decks: tuple[str, str]) -> None:
    args = ("--games", "2", "--seed", "9", "--json", "--max-decisions", "200")
    a = json.loads(invoke(*decks, *args).stdout)
    b = json.loads(invoke(*decks, *args).stdout)
    for key in ("wins", "draws", "decisions", "average_turns"):
        assert a[key] == b[key]


def test_three_players(decks: tuple[str, str]) -> None:
    r = invoke(decks[0], decks[1], decks[0], "--games", "1", "--policy", "first,random",
               "--json", "--max-decisions", "400")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["players"] == 3 and data["policies"] == ["first", "random", "random"]


def test_unfinished_games_are_counted(decks: tuple[str, str]) -> None:
    r = invoke(*decks, "--games", "1", "--max-decisions", "5", "--json")
    assert json.loads(r.stdout)["unfinished"] == 1


class Exploding(Policy):
    def choose(self, game, player, actions):  # type: ignore[no-untyped-def]
        if game.view(player)["turn"] >= 2:
            raise RuntimeError("boom")
        return actions[0]


def test_an_exception_is_reported_with_its_seed(decks: tuple[str, str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    def fake(name: str, seed: int = 0) -> Policy:
        return Exploding() if name == "first" else make_policy(name, seed)

    monkeypatch.setattr(manastack.simulate, "make_policy", fake)
    r = invoke(*decks, "--games", "2", "--seed", "30", "--policy", "first")
    assert r.exit_code == 1
    assert "error in game 1 (seed 30): RuntimeError: boom" in r.stderr
    assert "error in game 2 (seed 31)" in r.stderr
    assert "errors: 2" in r.stdout


def test_unknown_deck_fails_clearly(decks: tuple[str, str]) -> None:
    r = invoke(decks[0], "no_such_deck", "--games", "1")
    assert r.exit_code != 0
    assert "no_such_deck" in r.stderr


def test_one_deck_is_not_enough(decks: tuple[str, str]) -> None:
    r = invoke(decks[0])
    assert r.exit_code != 0
    assert "at least two decks" in r.stderr


def test_unknown_policy_fails_clearly(decks: tuple[str, str]) -> None:
    r = invoke(*decks, "--policy", "random,clever")
    assert r.exit_code != 0
    assert "unknown policy 'clever'" in r.stderr


def test_too_many_policies(decks: tuple[str, str]) -> None:
    r = invoke(*decks, "--policy", "random,first,random")
    assert r.exit_code != 0
    assert "3 policies for 2 players" in r.stderr


class OnceWrong(Policy):
    """Proposes an action that isn't legal once, then the first legal one."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, game, player, actions):  # type: ignore[no-untyped-def]
        self.calls += 1
        return PlayLand(10_000) if self.calls == 1 else actions[0]


def test_autoplayer_survives_a_refused_action(decks: tuple[str, str]) -> None:
    game = Game.new([load_decklist(decks[0]), load_decklist(decks[1])], seed=1)
    pol = OnceWrong()
    auto = Autoplayer(game, [pol, pol])
    before = len(game.history)
    auto.step()
    assert auto.rejected == 1 and len(game.history) == before + 1
    for _ in range(50):
        auto.step()
    assert auto.rejected == 1
