"""The permanents figure by kind of decision (``manastack.benchmark.decision_kinds``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.benchmark.decision_kinds import decision_kind, mix_alone_ratio, same_kinds_ratio
from manastack.cli import main
from manastack.decisions.actions import PassPriority, PlayLand
from manastack.game import Game


def test_kinds_of_priority_passes_follow_what_the_pass_did() -> None:
    """A pass is told by whether it was the only action and by what followed: priority to the
    next player (CR 117.3d), the step's end (CR 500.2) or the top of the stack resolving
    (CR 117.4); other priority actions by their class, other decisions by their kind."""
    from manastack.formats.deck_choice import default_decks
    game = Game.new(list(default_decks()), seed=3, auto_pay=True)
    seen: set[str] = set()
    for _ in range(400):
        d = game.decision
        assert d is not None
        g = game.state
        stack, step = len(g.stack), g.step
        acts = game.legal_actions()
        a = next((x for x in acts if isinstance(x, PlayLand)), acts[0])
        game.apply(d.player, a)
        g = game.state
        kind = decision_kind(d.kind, len(acts), a, stack, step, len(g.stack), g.step)
        seen.add(kind)
        if d.kind != "priority":
            assert kind == d.kind
        elif not isinstance(a, PassPriority):
            assert kind == type(a).__name__
        elif g.step is not step:
            assert kind.endswith("→ next step") and len(g.stack) == stack == 0
        elif len(g.stack) < stack:
            assert kind.endswith("→ resolves")
        else:
            assert kind.endswith("→ next player") and g.priority != d.player
        if kind.startswith("pass only"):
            assert acts == [PassPriority()]
    assert {"PlayLand", "mulligan"} <= seen
    assert any(k.endswith("→ next step") for k in seen)
    assert any(k.endswith("→ next player") for k in seen)


def test_same_kinds_ratio_weights_each_kind_as_at_0_3() -> None:
    few = {"a": (3, 3e-6), "b": (1, 10e-6)}        # a: 1 µs, b: 10 µs
    many = {"a": (1, 2e-6), "b": (9, 90e-6), "c": (5, 1.0)}  # a: 2 µs, b: 10 µs; c only at 30+
    assert same_kinds_ratio(few, many) == pytest.approx((3 * 2 + 10) / (3 * 1 + 10))
    assert same_kinds_ratio({"a": (1, 1.0)}, {"b": (1, 1.0)}) is None


def test_mix_alone_ratio_costs_each_kind_at_its_0_3_mean() -> None:
    few = {"a": (3, 3e-6), "b": (1, 10e-6)}          # 13 µs over 4 decisions
    many = {"a": (1, 5e-6), "b": (2, 40e-6), "c": (1, 7e-6)}
    # a and b at their 0–3 means (1 and 10 µs), c at its own: (1 + 20 + 7) / 4 per decision
    assert mix_alone_ratio(few, many) == pytest.approx((28 / 4) / (13 / 4))
    assert mix_alone_ratio({}, many) is None and mix_alone_ratio(few, {}) is None


def test_bench_reports_the_buckets_by_kind(decks: tuple[str, str], tmp_path: Path) -> None:
    """The JSON gives each bucket by kind, whose counts add up to the bucket's; the report
    shows the two ratios beside the permanents figure and the table by kind."""
    out = tmp_path / "report.md"
    r = CliRunner().invoke(main, ["bench", "--json", "--games", "2", "--no-phase", "-r", "1",
                                  "--max-decisions", "250", "--report", str(out),
                                  "--decks", decks[0], "--decks", decks[1]])
    assert r.exit_code == 0, r.output
    (res,) = json.loads(r.stdout)["results"]
    kinds = res["decision_kinds_0_3_permanents"]
    assert sum(k["decisions"] for k in kinds.values()) == res["decisions_0_3_permanents"] > 0
    assert all(k["us"] > 0 for k in kinds.values())
    assert "permanents_cost_ratio_same_kinds" in res and "permanents_cost_ratio_mix_alone" in res
    text = out.read_text(encoding="utf-8")
    assert "| 30+ vs 0–3, the same kinds of decision (0–3 mix) |" in text
    assert "| kind of decision | burn vs bears |" in text
