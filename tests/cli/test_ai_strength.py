"""bench/ai_strength.py's report: win rates with their 95% Wilson interval, seats and deals."""

from __future__ import annotations

import runpy
from pathlib import Path

BENCH = runpy.run_path(str(Path(__file__).resolve().parents[2] / "bench" / "ai_strength.py"))


def test_wilson_interval() -> None:
    wilson = BENCH["wilson"]
    low, high = wilson(24, 32)
    assert round(low, 2) == 0.58 and round(high, 2) == 0.87
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(10, 10)[1] == 1.0


def test_report_counts_wins_seats_and_deals() -> None:
    result = BENCH["Result"]
    rs = [result("a vs b", 1, 0, (0,), True, 20, 50, 6000, 20.0),
          result("a vs b", 1, 1, (1,), True, 18, 40, 5000, 18.0),
          result("a vs b", 2, 0, (1,), True, 15, 30, 3000, 9.0),
          result("a vs b", 2, 1, (), True, 30, 60, 7000, 30.0)]
    text = BENCH["report"](rs, 2, 1, 128, 1, "abc1234")
    assert "code at commit abc1234" in text
    # deal 1 won from both seats; deal 2 lost from one and drawn from the other
    assert "| a vs b | 4 | 2 | 1 | 1 | 50% |" in text
    assert "| 1 : 1 | 1 : 0 : 1 |" in text
    assert "seed 2, seat 1: draw, 30 turns" in text
