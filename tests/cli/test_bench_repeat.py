"""`manastack bench --repeat`: each matchup's same games played several times by both engines,
the engines' passes alternating, every figure from a clock taken the same way (the least)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import manastack.benchmark as bench
from manastack.benchmark import PhasePass, phase_figures
from manastack.benchmark.report import markdown_report
from manastack.benchmark.results import REPEATS, Matchup, taken
from manastack.cli import main


def test_repeat_plays_the_same_games_and_takes_the_least_pass(
        decks: tuple[str, str], tmp_path: Path) -> None:
    out = tmp_path / "report.md"
    r = CliRunner().invoke(main, ["bench", "--json", "--games", "2", "--repeat", "2",
                                  "--no-phase", "--max-decisions", "150", "--report", str(out),
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["repeats"] == 2 and data["time_figures_taken"] == "least"
    (res,) = data["results"]
    assert res["repeats"] == 2 and res["same_games"] is True
    passes = res["cpu_seconds_passes"]
    assert len(passes) == 2 and len(res["timed_cpu_seconds_passes"]) == 2
    assert res["cpu_seconds"] == round(min(passes), 3)
    assert res["timed_cpu_seconds"] == round(min(res["timed_cpu_seconds_passes"]), 3)
    # the counts are those of one pass of the games, not of both
    assert res["decisions"] == 300 and res["decisions_per_game"] == 150
    assert res["decisions_0_3_permanents"] > 0 and res["decisions_30_permanents"] == 0
    text = out.read_text(encoding="utf-8")
    assert "played in 2 rounds" in text and "the least of the 2 passes" in text
    assert "| CPU s of each throughput pass |" in text
    assert "| µs/decision at 0–3 permanents (decisions) |" in text
    assert "| 30+ vs 0–3 in each timed pass |" in text


def test_repeat_default_and_bounds(decks: tuple[str, str]) -> None:
    (option,) = [p for p in main.commands["bench"].params if p.name == "repeat"]
    assert option.default == REPEATS == 3
    r = CliRunner().invoke(main, ["bench", "--repeat", "0", "--no-phase",
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code != 0 and "--repeat" in r.stderr
    with pytest.raises(ValueError, match="repeat"):
        bench.run_bench(games=1, decks=decks, phase=False, repeat=0)


def test_taken_is_the_least() -> None:
    assert taken([0.40, 0.368, 0.39]) == 0.368
    assert taken([2.0]) == 2.0


class _Recorder:
    """Stands in for phase.rs (not installed where the tests run): each pass is recorded in
    ``log`` and given the next CPU time of ``cpu``; ``differ`` makes that pass's first game
    one decision longer."""

    def __init__(self, log: list[str], cpu: list[float], differ: int | None = None,
                 fail: int | None = None) -> None:
        self.log, self.cpu, self.differ, self.fail = log, cpu, differ, fail

    def __call__(self, matchup: Matchup, games: int, seed: int,
                 max_decisions: int) -> _Recorder:
        self.games = games
        return self

    def play(self) -> PhasePass:
        k = self.log.count("phase")
        self.log.append("phase")
        if k == self.fail:
            raise RuntimeError("engine stopped")
        per_game = [100 + (k == self.differ)] + [90] * (self.games - 1)
        turns = [20] * self.games
        return PhasePass(decisions=sum(per_game), turns=sum(turns), finished=self.games,
                         options=2 * sum(per_game), cpu_seconds=self.cpu[k],
                         seconds=self.cpu[k] + 0.01, per_game=per_game, game_turns=turns)


def _recording(monkeypatch: pytest.MonkeyPatch, log: list[str], phase: _Recorder) -> None:
    monkeypatch.setattr(bench, "phase_available", lambda: (True, "installed"))
    monkeypatch.setattr(bench, "PhaseGames", phase)
    for name in ("throughput_pass", "timed_pass"):
        real = getattr(bench, name)

        def recorded(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
            log.append(_name)
            return _real(*args, **kw)
        monkeypatch.setattr(bench, name, recorded)


def test_the_engines_passes_alternate_and_both_take_the_least(
        decks: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A round is manastack's throughput pass, its timed pass, then phase.rs's pass; phase.rs's
    figures are taken from its passes as manastack's are (the least CPU time), and the ratios
    compare the two least figures."""
    log: list[str] = []
    _recording(monkeypatch, log, _Recorder(log, [3.0, 2.0, 2.5]))
    report = bench.run_bench(games=2, decks=decks, repeat=3, max_decisions=120)
    assert log == ["throughput_pass", "timed_pass", "phase"] * 3
    (r,) = report.results
    assert r.repeats == 3 and len(r.cpu_passes) == 3 and r.cpu_seconds == min(r.cpu_passes)
    assert r.same_games and r.decisions == 240
    p = r.phase
    assert p is not None
    assert p["cpu_seconds"] == 2.0 and p["seconds"] == 2.01
    assert p["cpu_seconds_passes"] == [3.0, 2.0, 2.5]
    assert p["repeats"] == 3 and p["same_games"] is True
    assert p["decisions"] == 190 and p["turns"] == 40 and p["turns_per_cpu_second"] == 20.0
    ratios = r.ratios()
    assert ratios is not None
    assert ratios["turns"] == round(r.per_cpu(r.turns) / 20.0, 2)
    text = markdown_report(report)
    assert "| phase.rs CPU s of each pass |  | 3.00 / 2.00 / 2.50 (+50%) |" in text
    assert "(games differ ✗)" not in text


def test_a_pass_that_plays_other_games_is_reported(
        decks: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    log: list[str] = []
    _recording(monkeypatch, log, _Recorder(log, [1.0, 1.0], differ=1))
    real = bench.throughput_pass
    calls = [0]

    def other_second_pass(*args: Any, **kw: Any) -> Any:
        played = real(*args, **kw)
        calls[0] += 1
        if calls[0] == 2:
            played.game_turns[0] += 1
        return played
    monkeypatch.setattr(bench, "throughput_pass", other_second_pass)
    report = bench.run_bench(games=1, decks=decks, repeat=2, max_decisions=80)
    (r,) = report.results
    assert r.same_games is False
    assert r.phase is not None and r.phase["same_games"] is False
    text = markdown_report(report)
    assert text.count("(games differ ✗)") == 3  # throughput, timed and phase.rs rows


def test_a_phase_pass_that_fails_is_reported_and_ends_its_passes(
        decks: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    log: list[str] = []
    _recording(monkeypatch, log, _Recorder(log, [1.0, 1.0, 1.0], fail=1))
    report = bench.run_bench(games=1, decks=decks, repeat=3, max_decisions=60)
    assert log == ["throughput_pass", "timed_pass", "phase"] * 2 + [
        "throughput_pass", "timed_pass"]
    (r,) = report.results
    assert r.phase == {"error": "RuntimeError: engine stopped"}


def test_every_time_figure_is_the_least_of_its_own_passes(
        decks: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Each per-decision figure takes the least of its own CPU time over the timed passes:
    the 30+ vs 0–3 ratio is that of the two buckets' least costs; each pass's own ratio is
    kept beside it."""
    scripted = iter([
        dict(legal_cpu=0.5, pass_only_cpu=0.2, few=(10, 0.002), many=(5, 0.003)),
        dict(legal_cpu=0.4, pass_only_cpu=0.3, few=(10, 0.001), many=(5, 0.004)),
    ])
    real = bench.timed_pass

    def scripted_pass(*args: Any, **kw: Any) -> Any:
        timed = real(*args, **kw)
        for k, v in next(scripted).items():
            setattr(timed, k, v)
        return timed
    monkeypatch.setattr(bench, "timed_pass", scripted_pass)
    (matchup,) = bench.named_matchups(decks)
    r = bench.measure(matchup, 1, 1, max_decisions=100, repeat=2)
    assert (r.legal_cpu, r.pass_only_cpu) == (0.4, 0.2)
    assert r.few_permanents == (10, 0.001) and r.many_permanents == (5, 0.003)
    assert r.permanents_cost_ratio == pytest.approx(6.0)
    assert r.permanents_ratios == pytest.approx([3.0, 8.0])
    d = r.to_dict()
    assert d["permanents_cost_ratio_passes"] == [3.0, 8.0]
    assert d["decisions_0_3_permanents"] == 10 and d["decisions_30_permanents"] == 5


def test_phase_figures_take_counts_from_the_first_pass() -> None:
    a = PhasePass(decisions=10, turns=4, finished=1, options=20, cpu_seconds=0.5, seconds=0.6,
                  per_game=[10], game_turns=[4])
    b = PhasePass(decisions=10, turns=4, finished=1, options=20, cpu_seconds=0.4, seconds=0.7,
                  per_game=[10], game_turns=[4])
    f = phase_figures([a, b])
    assert f["cpu_seconds"] == 0.4 and f["seconds"] == 0.6
    assert f["decisions"] == 10 and f["decisions_per_cpu_second"] == 25.0
    assert f["finished_games_per_cpu_second"] == 2.5 and f["options_per_decision"] == 2.0
    assert f["same_games"] is True and f["cpu_seconds_passes"] == [0.5, 0.4]


def test_phase_rs_passes_play_the_same_games() -> None:
    """phase.rs's repeated passes of the same seeds play the same games."""
    matchup = bench.sample_matchups()[0]
    f = bench.measure_phase(matchup, 1, 2, max_decisions=60, repeat=2)
    assert f["repeats"] == 2 and f["same_games"] is True and f["decisions"] == 60
    assert f["cpu_seconds"] == min(f["cpu_seconds_passes"])


def test_bench_script_takes_repeat(decks: tuple[str, str], capsys: pytest.CaptureFixture,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import runpy
    import sys
    monkeypatch.setattr(sys, "argv", ["run.py", "--json", "--games", "1", "--repeat", "2",
                                      "--no-phase", "--max-decisions", "60", *decks])
    with pytest.raises(SystemExit) as exit_info:
        runpy.run_path(str(Path(__file__).resolve().parents[2] / "bench" / "run.py"),
                       run_name="__main__")
    assert exit_info.value.code == 0
    (res,) = json.loads(capsys.readouterr().out)["results"]
    assert res["repeats"] == 2 and len(res["cpu_seconds_passes"]) == 2
