"""Games on a local Ray cluster of two CPUs: the same figures as one process for the same seeds,
failures reported with their seed and traceback, rows written for analysis."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import ray
from click.testing import CliRunner

from manastack.cli import main
from manastack.formats.deck_choice import load_deck
from manastack.scale import map_games, simulate_on_ray
from manastack.simulate import simulate


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def _figures(d: dict) -> dict:
    return {k: v for k, v in d.items() if k not in ("seconds", "decisions_per_second")}


def _reciprocal(seed: int) -> float:
    return 1 / (seed - 2)


def test_ray_gives_the_figures_of_one_process_and_reports_failures(local_ray: None,
                                                                    tmp_path: Path) -> None:
    decks = [load_deck("mid_gw"), load_deck("mid_ub")]
    alone = simulate(decks, 4, seed=5, max_decisions=300, record_actions=True)
    on_ray = simulate_on_ray(decks, 4, seed=5, max_decisions=300, record_actions=True)
    assert _figures(on_ray.to_dict()) == _figures(alone.to_dict())
    assert [r.actions for r in on_ray.records] == [r.actions for r in alone.records]
    results = map_games(_reciprocal, range(4))
    assert [r.seed for r in results] == [0, 1, 2, 3]
    assert [r.value for r in results if r.ok] == [-0.5, -1.0, 1.0]
    failed = results[2]
    assert failed.error == "ZeroDivisionError: division by zero"
    assert "_reciprocal" in (failed.traceback or "")


def test_simulate_ray_writes_one_row_per_game_as_json_lines_or_parquet(local_ray: None,
                                                                       tmp_path: Path) -> None:
    runner = CliRunner()
    jsonl, parquet = tmp_path / "games.jsonl", tmp_path / "games.parquet"
    r = runner.invoke(main, ["simulate", "mid_gw", "mid_ub", "-n", "3", "-s", "2", "--ray",
                             "--max-decisions", "200", "--json", "--out", str(jsonl)])
    assert r.exit_code == 0, r.output
    rows = [json.loads(line) for line in jsonl.read_text().splitlines()]
    assert [row["seed"] for row in rows] == [2, 3, 4]
    assert all(row["decks"] == ["mid_gw", "mid_ub"] and row["decisions"] > 0 for row in rows)
    r = runner.invoke(main, ["simulate", "mid_gw", "mid_ub", "-n", "3", "-s", "2",
                             "--max-decisions", "200", "--out", str(parquet),
                             "--record-actions"])
    assert r.exit_code == 0, r.output
    table = pq.read_table(parquet).to_pylist()
    assert [row["seed"] for row in table] == [2, 3, 4]
    assert [row["turns"] for row in table] == [row["turns"] for row in rows]
    assert all(row["actions"] for row in table)
