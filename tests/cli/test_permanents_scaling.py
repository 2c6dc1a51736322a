"""bench/permanents_scaling.py (issue 12): the two boards play the same decisions, the many
board has the bystanders it announces, none of them with a triggered ability, and the report
is written (no figure is asserted: speed is checked by benchmarks, never by tests)."""

from __future__ import annotations

import runpy
from pathlib import Path

from manastack.dsl.abilities import TriggeredAbility
from manastack.rules.characteristics import chars

ROOT = Path(__file__).resolve().parents[2]


def _module() -> dict[str, object]:
    return runpy.run_path(str(ROOT / "bench" / "permanents_scaling.py"),
                          run_name="permanents_scaling")


def test_both_boards_play_the_same_decisions_with_the_bystanders_added() -> None:
    m = _module()
    extra = m["bystanders"]("ons_wu-ons_br")  # type: ignore[operator]
    assert extra and "Glory Seeker" not in extra
    few = m["build"](extra, 0)  # type: ignore[operator]
    many = m["build"](extra, 6)  # type: ignore[operator]
    assert len(few.state.battlefield) == 4
    assert len(many.state.battlefield) == 4 + 12
    assert not any(isinstance(a, TriggeredAbility)
                   for oid in many.state.battlefield
                   for a in chars(many.state, oid).abilities)
    n_few, _, kinds_few = m["play"](few)  # type: ignore[operator]
    n_many, _, kinds_many = m["play"](many)  # type: ignore[operator]
    assert n_few == n_many > 40 and kinds_few == kinds_many
    assert "pay_mana" in kinds_few and "CastSpell" in kinds_few


def test_the_report_gives_each_matchup_its_ratio(tmp_path: Path) -> None:
    m = _module()
    out = tmp_path / "scaling.md"
    assert m["main"](["mid_gw-mid_ub", "--bystanders", "3", "--repeats", "1",  # type: ignore[operator]
                      "--report", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "| mid_gw-mid_ub | 4 | " in text and "Worst ratio" in text
