"""`manastack bench` and bench/run.py on small decks."""

from __future__ import annotations

import json
import runpy
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_bench_json(decks: tuple[str, str]) -> None:
    r = CliRunner().invoke(main, ["bench", "--json", "--games", "1", "--no-phase", "--max-decisions", "250",
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["goals"] == {"decisions_per_second": 2000.0, "clone_us": 200.0,
                             "live_game_mb": 2.0}
    (res,) = data["results"]
    assert res["matchup"] == "burn vs bears"
    for key in ("decisions_per_second", "games_per_second", "legal_actions_us", "clone_us",
                "live_game_mb"):
        assert res[key] > 0
    assert data["phase_status"].startswith("not run")
    # the build that ran: the pure-Python package, or the compiled build (tools/compiled.py)
    import manastack.rules.mana as mana
    if mana.__file__.endswith(".py"):
        assert data["build"] == "pure Python"
    else:
        assert data["build"].startswith("compiled (") and data["build"].endswith(" mypyc)")


def test_bench_table_names_goals_and_the_phase_baseline(decks: tuple[str, str]) -> None:
    r = CliRunner().invoke(main, ["bench", "--games", "1", "--no-phase", "--max-decisions", "250",
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    assert "≥2,000" in r.stdout and "<200" in r.stdout and "<2" in r.stdout
    assert "phase.rs: not run" in r.stdout and "~130 decisions/s" in r.stdout


def test_bench_decks_come_in_pairs(decks: tuple[str, str]) -> None:
    r = CliRunner().invoke(main, ["bench", "--decks", decks[0]])
    assert r.exit_code != 0
    assert "pairs" in r.stderr


def test_bench_unknown_deck() -> None:
    r = CliRunner().invoke(main, ["bench", "--decks", "nope1", "--decks", "nope2"])
    assert r.exit_code != 0
    assert "nope1" in r.stderr


def test_bench_refuses_a_shared_folder_that_does_not_exist(tmp_path: Path) -> None:
    """Refused at once by name, exit status 2, rather than every shared matchup skipped after
    the others were measured."""
    missing = tmp_path / "no-such-folder"
    r = CliRunner().invoke(main, ["bench", "--shared", str(missing), "--no-phase"])
    assert r.exit_code == 2
    assert f"Directory '{missing}' does not exist." in r.output
    assert "measuring" not in r.output and "Traceback" not in r.output


def test_bench_script_runs_the_same_code(decks: tuple[str, str], capsys: pytest.CaptureFixture,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["run.py", "--json", "--games", "1", "--no-phase", "--max-decisions", "250",
                                      decks[0], decks[1]])
    with pytest.raises(SystemExit) as exit_info:
        runpy.run_path(str(ROOT / "bench" / "run.py"), run_name="__main__")
    assert exit_info.value.code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["results"][0]["matchup"] == "burn vs bears"


def test_bench_reports_turns_games_payments_and_the_speed_targets(
        decks: tuple[str, str], tmp_path: Path) -> None:
    """The figures the speed targets are checked on (issue 12): turns and finished games per
    CPU-second, decisions with each payment counted once, pass-only priority and
    legal_actions() CPU time, layer passes per decision; the Markdown report shows them
    against their goals."""
    out = tmp_path / "report.md"
    r = CliRunner().invoke(main, ["bench", "--json", "--games", "2", "--no-phase",
                                  "--max-decisions", "250", "--report", str(out),
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["targets"]["turns_ratio"] == 25.0 and data["targets"]["pass_only_us"] == 15.0
    (res,) = data["results"]
    assert res["turns"] >= 2 and 0 <= res["finished_games"] <= 2
    assert res["turns_per_cpu_second"] > 0
    assert res["decisions_per_game"] == res["decisions"] / 2
    assert res["turns_per_game"] == res["turns"] / 2 and res["turns_sd"] >= 0
    assert res["options_per_decision"] >= 1
    assert res["payments"] <= res["payment_decisions"]
    assert res["decisions_one_payment"] == \
        res["decisions"] - res["payment_decisions"] + res["payments"]
    assert res["pass_only_decisions"] > 0 and res["pass_only_us"] > 0
    assert res["legal_actions_cpu_us"] > 0
    assert 0 < res["layer_passes_per_decision"] < 5
    assert "ratios" not in res
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# manastack benchmark")
    assert "| turns/CPU-s |" in text and "| pass-only priority µs (CPU) | ≤15 |" in text
    assert "| layer passes/decision | ≤0.2 |" in text and "burn vs bears" in text
    assert "| turns/game (sd) |" in text and "uniformly at random" in text


def test_bench_games_are_those_of_the_uniform_policy(decks: tuple[str, str]) -> None:
    """The benchmark's games are played by ``UniformPolicy`` players seeded from the game's
    seed (both engines choose uniformly among their legal actions): the same decisions and
    turns as such a game played out directly."""
    from manastack.decisions.policies import UniformPolicy, play_out
    from manastack.formats.deck_choice import load_deck
    from manastack.game import Game
    r = CliRunner().invoke(main, ["bench", "--json", "--games", "2", "--seed", "5",
                                  "--no-phase", "--max-decisions", "400",
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    (res,) = json.loads(r.stdout)["results"]
    decisions = turns = 0
    for seed in (5, 6):
        game = Game.new([load_deck(decks[0]), load_deck(decks[1])], seed=seed, auto_pay=True)
        decisions += play_out(game, [UniformPolicy(seed * 16), UniformPolicy(seed * 16 + 1)],
                              max_decisions=400)
        turns += game.state.turn
    assert (res["decisions"], res["turns"]) == (decisions, turns)


def test_bench_rates_come_from_a_pass_without_clock_reads_inside_a_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12 (the benchmark is fair): the throughput pass reads the clocks before its
    first game and after its last only, as phase.rs's loop does; the timed pass plays the
    same games (as many decisions each) with a CPU clock read around every
    ``legal_actions()`` call and after every decision."""
    import time

    from manastack.benchmark import sample_matchups, throughput_pass, timed_pass
    reads = [0]
    real = time.process_time

    def counted() -> float:
        reads[0] += 1
        return real()
    monkeypatch.setattr(time, "process_time", counted)
    matchup = sample_matchups()[0]
    played = throughput_pass(matchup, 2, 3, max_decisions=120)
    assert reads[0] == 2
    assert played.decisions == sum(played.per_game) == 240 and played.cpu_seconds >= 0
    reads[0] = 0
    timed = timed_pass(matchup, 2, 3, max_decisions=120)
    assert timed.per_game == played.per_game
    assert reads[0] == 2 + 3 * played.decisions
    assert timed.legal_calls == played.decisions
    assert 0 < timed.pass_only <= timed.legal_calls


def test_bench_fills_the_permanents_buckets_over_more_games() -> None:
    """Issue 12: two-player games seldom reach 30 permanents, so the buckets of the 30+ vs
    0–3 figure may be filled over more games than the others (``bucket_games``): the next
    seeds' games count in the buckets alone, every other figure stays that of the games."""
    from manastack.benchmark import sample_matchups, timed_pass
    matchup = sample_matchups()[0]
    two = timed_pass(matchup, 2, 3, max_decisions=120)
    three = timed_pass(matchup, 3, 3, max_decisions=120)
    filled = timed_pass(matchup, 2, 3, max_decisions=120, bucket_games=3)
    assert (filled.per_game, filled.game_turns, filled.legal_calls, filled.pass_only) == \
        (two.per_game, two.game_turns, two.legal_calls, two.pass_only)
    assert (filled.few[0], filled.many[0]) == (three.few[0], three.many[0])
    assert filled.few[0] > two.few[0]
    assert {k: n for k, (n, _) in filled.few_kinds.items()} == \
        {k: n for k, (n, _) in three.few_kinds.items()}


def test_bench_reports_both_passes_and_the_shared_memos_apart(
        decks: tuple[str, str], tmp_path: Path) -> None:
    """The report says how each figure is measured: the rates from the throughput pass, the
    per-decision figures from the timed pass of the same games, the live game's memory apart
    from what the process's shared memos kept, with no game state left alive by a memo."""
    out = tmp_path / "report.md"
    r = CliRunner().invoke(main, ["bench", "--json", "--games", "2", "--no-phase",
                                  "--max-decisions", "200", "--report", str(out),
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    (res,) = json.loads(r.stdout)["results"]
    assert res["same_games"] is True
    assert res["timed_cpu_seconds"] > 0 and res["cpu_seconds"] > 0
    assert res["live_game_mb"] > 0 and res["shared_caches_mb"] >= 0
    assert res["states_kept_after_the_game"] == 0
    text = out.read_text(encoding="utf-8")
    assert "throughput pass" in text and "timed pass" in text
    assert "| CPU s of the timed pass (same games) |" in text
    assert "| shared memos kept from the replay MB (game states kept) | 0 states |" in text


def test_bench_live_game_figure_counts_a_state_a_memo_keeps_as_kept(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Dropping the replayed game frees its memory; a state something else still holds after
    that is reported (``kept_states``), since the memory it keeps is then not in the game's
    figure."""
    import manastack.benchmark as bench
    matchup = bench.sample_matchups()[0]
    live, _, kept, _ = bench._live_game(matchup, 1, 80)
    assert live > 0 and kept == 0
    held: list[object] = []
    advance = bench._advance

    def keeping(game, policies, n):  # type: ignore[no-untyped-def]
        advance(game, policies, n)
        held.append(game.state)
    monkeypatch.setattr(bench, "_advance", keeping)
    live_held, _, kept, _ = bench._live_game(matchup, 1, 80)
    assert kept == 1 and live_held < live
