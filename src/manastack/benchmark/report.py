"""The benchmark's report: a table for the terminal, Markdown for a file (``manastack.benchmark``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.benchmark.results import (
    GOALS,
    PHASE_BASELINE,
    RATIO_ROWS,
    TARGETS,
    BenchReport,
    MatchupResult,
    commander_vs_two_player,
)


def _mark(ok: bool) -> str:
    return "[green]✓[/green]" if ok else "[red]✗[/red]"


def print_report(console: Any, report: BenchReport) -> None:
    """The report as a rich table (one column per matchup), each figure next to its goal."""
    from rich.table import Table

    table = Table(title="manastack benchmark (uniformly random policy, "
                  f"{report.build or 'pure Python'})")
    table.add_column("measure")
    table.add_column("goal", justify="right")
    for r in report.results:
        table.add_column(r.name, justify="right")
    rs = report.results
    g = GOALS
    table.add_row("games", "", *(str(r.games) for r in rs))
    table.add_row("decisions", "", *(str(r.decisions) for r in rs))
    table.add_row("decisions/s", f"≥{g['decisions_per_second']:,.0f}", *(
        f"{r.decisions_per_second:,.0f} {_mark(r.decisions_per_second >= g['decisions_per_second'])}"
        for r in rs))
    table.add_row("decisions/CPU-s", "", *(f"{r.decisions_per_cpu_second:,.0f}" for r in rs))
    table.add_row("games/s", "", *(f"{r.games_per_second:.2f}" for r in rs))
    table.add_row("legal_actions() µs", "", *(f"{r.legal_actions_us:,.0f}" for r in rs))
    table.add_row("clone() µs", f"<{g['clone_us']:.0f}", *(
        f"{r.clone_us:,.0f} {_mark(r.clone_us < g['clone_us'])}" for r in rs))
    table.add_row("live game MB", f"<{g['live_game_mb']:.0f}", *(
        f"{r.live_game_mb:.2f} {_mark(r.live_game_mb < g['live_game_mb'])}" for r in rs))
    table.add_row("shared memos MB (states kept)", "", *(
        f"{r.caches_mb:.2f} ({r.kept_states})" for r in rs))
    table.add_row("rejected actions", "", *(str(r.rejected) for r in rs))
    for label, goal, cells in _target_rows(rs):
        table.add_row(label, goal, *cells)
    table.add_row("pickled game MB", "", *(
        "–" if r.pickled_mb is None else f"{r.pickled_mb:.2f}" for r in rs))
    with_phase = [r for r in rs if r.phase and "decisions_per_second" in r.phase]
    if with_phase:
        table.add_row("phase.rs decisions/s", "", *(
            f"{r.phase['decisions_per_second']:,.1f}" if r.phase and
            "decisions_per_second" in r.phase else "–" for r in rs))
        table.add_row("phase.rs decisions/CPU-s", "", *(
            f"{r.phase['decisions_per_cpu_second']:,.1f}" if r.phase and
            "decisions_per_cpu_second" in r.phase else "–" for r in rs))
        table.add_row("manastack / phase.rs", "", *(_ratio(r) for r in rs))
        for label, key, aim in RATIO_ROWS:
            cells = []
            for r in rs:
                ratios = r.ratios()
                v = ratios[key] if ratios else None
                cells.append("–" if v is None else
                             f"{v:.1f}×" + ("" if aim is None else f" {_mark(v >= aim)}"))
            table.add_row(label, "" if aim is None else f"≥{aim:.0f}×", *cells)
    console.print(table)
    console.print("rates from a pass without clock reads inside a game, per-decision µs from "
                  "a timed pass of the same games; live game: what dropping the first game, "
                  "replayed under tracemalloc, frees (see manastack.benchmark); wall-clock "
                  "figures depend on the machine's load, CPU-s figures less so.")
    console.print(f"{report.repeats} pass{'es' if report.repeats != 1 else ''} of each "
                  "matchup's games per engine, the engines' passes alternating; every figure "
                  "from a clock is the least of its passes, for both engines alike.")
    if not with_phase:
        errors = [r.phase["error"] for r in rs if r.phase and "error" in r.phase]
        status = errors[0] if errors else report.phase_status
        console.print(f"phase.rs: {status}")
        console.print(f"phase.rs baseline (reference figure): ~{PHASE_BASELINE:.0f} decisions/s; "
                      "manastack/baseline = " + ", ".join(
                          f"{r.decisions_per_second / PHASE_BASELINE:.1f}× ({r.name})"
                          for r in rs))
    for s in report.skipped:
        console.print(f"skipped: {s}")


def _versus_two_player(rs: Sequence[MatchupResult], r: MatchupResult) -> str:
    v = commander_vs_two_player(rs, r)
    return "–" if v is None else f"{v:.2f}× {_mark(v >= TARGETS['commander_vs_two_player'])}"


def _bucket(us: float | None, decisions: int) -> str:
    return "–" if us is None else f"{us:.1f} ({decisions:,})"


def _passes(xs: Sequence[float], fmt: str) -> str:
    """Each pass's figure, in order, and how far the greatest is above the least."""
    if not xs:
        return "–"
    shown = [format(x, fmt) for x in xs] if len(xs) <= 5 else [
        format(min(xs), fmt), "…", format(max(xs), fmt)]
    if len(xs) == 1 or not min(xs):
        return shown[0] if len(xs) == 1 else " / ".join(shown)
    return " / ".join(shown) + f" (+{max(xs) / min(xs) - 1:.0%})"


KINDS_SHOWN = 12
"""Kinds of decision the report's table by kind shows: those that cost most at 30+, then at
0–3."""


def _kinds_table(rs: Sequence[MatchupResult]) -> list[str]:
    """The permanents buckets by kind of decision (``decision_kinds``): CPU µs per decision
    at 0–3 → at 30+ permanents, with each bucket's decisions of that kind, for the kinds
    that cost most at 30+ over all the matchups, then at 0–3 (the others in one row)."""
    total: dict[str, tuple[float, float]] = {}
    for r in rs:
        for k in set(r.few_kinds) | set(r.many_kinds):
            a, b = total.get(k, (0.0, 0.0))
            total[k] = (a - r.many_kinds.get(k, (0, 0.0))[1], b - r.few_kinds.get(k, (0, 0.0))[1])
    if not total:
        return []
    shown = sorted(total, key=lambda k: total[k])[:KINDS_SHOWN]
    out = ["CPU µs per decision by kind of decision, 0–3 → 30+ permanents (decisions): the "
           "30+ vs 0–3 ratio mixes how much more one kind of decision costs on a full "
           "battlefield with which kinds are asked (early, nearly all priority passes; late, "
           "spells cast and paid for, the stack resolving, combat). `benchmark.decision_kinds` "
           "says what each kind is.", "",
           "| kind of decision | " + " | ".join(r.name for r in rs) + " |",
           "|" + "---|" * (len(rs) + 1)]

    def cell(b: tuple[int, float] | None) -> str:
        return "–" if not b or not b[0] else f"{1e6 * b[1] / b[0]:.1f} ({b[0]})"
    for k in shown:
        out.append(f"| {k} | " + " | ".join(
            f"{cell(r.few_kinds.get(k))} → {cell(r.many_kinds.get(k))}" for r in rs) + " |")
    rest = [sorted(set(r.few_kinds) | set(r.many_kinds)) for r in rs]
    if any(k not in shown for ks in rest for k in ks):
        def other(costs: dict[str, tuple[int, float]]) -> tuple[int, float]:
            bs = [b for k, b in costs.items() if k not in shown]
            return sum(b[0] for b in bs), sum(b[1] for b in bs)
        out.append("| all other kinds | " + " | ".join(
            f"{cell(other(r.few_kinds))} → {cell(other(r.many_kinds))}" for r in rs) + " |")
    return out + [""]


def _fmt(v: float | None, fmt: str) -> str:
    return "–" if v is None else format(v, fmt)


def _target_rows(rs: Sequence[MatchupResult]) -> list[tuple[str, str, list[str]]]:
    """The figures of the speed targets (``TARGETS``), one row each: label, goal, cells."""
    t = TARGETS

    def at_most(v: float | None, goal: float, fmt: str) -> str:
        return "–" if v is None else f"{v:{fmt}} {_mark(v <= goal)}"
    rows: list[tuple[str, str, list[str]]] = [
        ("turns/CPU-s", "", [f"{r.per_cpu(r.turns):,.1f}" for r in rs]),
        ("finished games/CPU-s", "", [f"{r.per_cpu(r.finished):.2f}" for r in rs]),
        ("decisions/game", "", [f"{r.decisions / r.games:,.0f}" for r in rs]),
        ("turns/game (sd)", "", [f"{r.turns / r.games:.1f} ({r.turns_sd:.1f})" for r in rs]),
        ("options/decision", "", [f"{r.options / max(1, r.decisions):.1f}" for r in rs]),
        ("decisions (payment = 1)/CPU-s", "",
         [f"{r.per_cpu(r.decisions_one_payment):,.0f}" for r in rs]),
        ("pass-only priority µs (CPU)", f"≤{t['pass_only_us']:.0f}",
         [at_most(r.pass_only_us if r.pass_only else None, t["pass_only_us"], ".1f")
          for r in rs]),
        ("legal_actions() µs (CPU)", f"≤{t['legal_actions_us']:.0f}",
         [at_most(r.legal_actions_cpu_us, t["legal_actions_us"], ".1f") for r in rs]),
        ("layer passes/decision", f"≤{t['layer_passes_per_decision']}",
         [at_most(r.layer_passes_per_decision, t["layer_passes_per_decision"], ".2f")
          for r in rs]),
        ("games filling the permanents buckets", "",
         [str(r.bucket_games or r.games) for r in rs]),
        ("µs/decision at 0–3 permanents (decisions)", "",
         [_bucket(r.few_permanents_us, r.few_permanents[0]) for r in rs]),
        ("µs/decision at 30+ permanents (decisions)", "",
         [_bucket(r.many_permanents_us, r.many_permanents[0]) for r in rs]),
        ("µs/decision 30+ vs 0–3 permanents", f"≤{t['permanents_cost_ratio']}×",
         [at_most(r.permanents_cost_ratio, t["permanents_cost_ratio"], ".2f") for r in rs]),
        ("30+ vs 0–3 in each timed pass", "",
         [_passes(r.permanents_ratios, ".2f") for r in rs]),
        ("30+ vs 0–3, the same kinds of decision (0–3 mix)", "",
         [_fmt(r.same_kinds_ratio, ".2f") for r in rs]),
        ("30+ vs 0–3 from the mix alone (no kind costlier at 30+)", "",
         [_fmt(r.mix_alone_ratio, ".2f") for r in rs]),
        ("clone() µs (CPU)", f"≤{t['clone_us']:.0f}",
         [at_most(r.clone_us, t["clone_us"], ".1f") for r in rs]),
        ("decisions/CPU-s vs two-player", f"≥{t['commander_vs_two_player']}× (Commander)",
         [_versus_two_player(rs, r) for r in rs]),
        ("live game MB at its end", f"≤{t['live_game_mb']} (2p), ≤{t['live_commander_game_mb']:.0f}"
         " (Commander)",
         [at_most(r.live_game_mb, t["live_commander_game_mb"] if r.format == "commander"
                  else t["live_game_mb"], ".2f") for r in rs]),
    ]
    return rows


def markdown_report(report: BenchReport, command: str = "manastack bench") -> str:
    """The report as Markdown: one table per figure group, a column per matchup."""
    rs = report.results
    lines = [f"# manastack benchmark (uniformly random policy, `{command}`)", "",
             f"Build: {report.build or 'pure Python'}. Rates per CPU-second "
             "(`time.process_time`), wall time beside; see "
             "`manastack.benchmark` for what each figure is.", "",
             *POLICY_NOTE, "", *measurement_note(report.repeats), ""]
    head = "| measure | goal | " + " | ".join(r.name for r in rs) + " |"
    lines += [head, "|" + "---|" * (len(rs) + 2)]

    def row(label: str, goal: str, cells: Sequence[str]) -> None:
        lines.append(f"| {label} | {goal} | " + " | ".join(
            c.replace("[green]✓[/green]", "✓").replace("[red]✗[/red]", "✗") for c in cells)
            + " |")
    row("games", "", [str(r.games) for r in rs])
    row("decisions", "", [str(r.decisions) for r in rs])
    row("turns", "", [str(r.turns) for r in rs])
    row("finished games", "", [str(r.finished) for r in rs])
    row("CPU s (wall s)", "", [f"{r.cpu_seconds:.2f} ({r.seconds:.2f})" for r in rs])
    row("CPU s of each throughput pass", "", [
        _passes(r.cpu_passes, ".3f") + ("" if r.same_games else " (games differ ✗)")
        for r in rs])
    row("CPU s of the timed pass (same games)", "", [
        f"{r.timed_cpu_seconds:.2f}" + ("" if r.same_games else " (games differ ✗)")
        for r in rs])
    row("decisions/CPU-s", "", [f"{r.decisions_per_cpu_second:,.0f}" for r in rs])
    for label, goal, cells in _target_rows(rs):
        row(label, goal, cells)
    row("shared memos kept from the replay MB (game states kept)", "0 states", [
        f"{r.caches_mb:.2f} ({r.kept_states} {'✓' if not r.kept_states else '✗'})"
        for r in rs])
    row("payment decisions (payments)", "",
        [f"{r.payment_decisions} ({r.payments})" for r in rs])
    row("rejected actions", "", [str(r.rejected) for r in rs])
    with_phase = [r for r in rs if r.phase and "cpu_seconds" in r.phase]
    if with_phase:
        def ph(key: str, fmt: str) -> list[str]:
            return [format(r.phase[key], fmt) if r.phase and key in r.phase else "–"
                    for r in rs]
        row("phase.rs decisions", "", ph("decisions", ""))
        row("phase.rs turns (finished games)", "", [
            f"{r.phase['turns']} ({r.phase['finished']})" if r.phase and "turns" in r.phase
            else "–" for r in rs])
        row("phase.rs CPU s (wall s)", "", [
            f"{r.phase['cpu_seconds']:.2f} ({r.phase['seconds']:.2f})"
            if r.phase and "cpu_seconds" in r.phase else "–" for r in rs])
        row("phase.rs CPU s of each pass", "", [
            _passes(r.phase.get("cpu_seconds_passes") or [], ".2f")
            + ("" if r.phase.get("same_games", True) else " (games differ ✗)")
            if r.phase and "cpu_seconds" in r.phase else "–" for r in rs])
        row("phase.rs decisions/CPU-s", "", ph("decisions_per_cpu_second", ",.0f"))
        row("phase.rs turns/CPU-s", "", ph("turns_per_cpu_second", ",.2f"))
        row("phase.rs finished games/CPU-s", "", ph("finished_games_per_cpu_second", ".3f"))
        row("phase.rs decisions/game", "", ph("decisions_per_game", ",.0f"))
        row("phase.rs turns/game (sd)", "", [
            f"{r.phase['turns_per_game']:.1f} ({r.phase['turns_sd']:.1f})"
            if r.phase and "turns_sd" in r.phase else "–" for r in rs])
        row("phase.rs options/decision", "", ph("options_per_decision", ".1f"))
        for label, key, aim in RATIO_ROWS:
            cells = []
            for r in rs:
                ratios = r.ratios()
                v = ratios[key] if ratios else None
                cells.append("–" if v is None else f"{v:.1f}×" + (
                    "" if aim is None else (" ✓" if v >= aim else " ✗")))
            row(label, "" if aim is None else f"≥{aim:.0f}×", cells)
    lines.append("")
    lines += _kinds_table(rs)
    errors = [f"{r.name}: {r.phase['error']}" for r in rs if r.phase and "error" in r.phase]
    lines.append(f"phase.rs: {report.phase_status}")
    lines += [f"phase.rs error, {e}" for e in errors]
    lines += [f"skipped: {s}" for s in report.skipped]
    return "\n".join(lines) + "\n"


POLICY_NOTE = (
    "Both engines choose uniformly at random among their legal actions, on the same decks "
    "and seeds (`decisions.policies.UniformPolicy` for manastack), with three exceptions "
    "that make the choices alike: a mana payment is one decision (phase.rs pays costs "
    "itself; manastack's games are set up with `auto_pay` and its policy answers every "
    "payment with `PayAutomatically`, one action that pays the whole cost with a plan "
    "keeping the most other spells castable, `rules.automatic_payment`); manastack's policy "
    "does not activate a mana ability on its own at priority (phase.rs lists none; the mana "
    "would empty unspent and leave its land tapped) nor start an attack or block "
    "declaration again. Games then last as many turns in both engines within their "
    "sampling error (sd: the standard deviation of one game's turns; the mean of n games "
    "is known to about sd/√n, so with few games per matchup the finished-games ratio "
    "varies from run to run much more than the turns ratio).",
    "",
    "The action lists still differ in shape, so decisions/game and options/decision "
    "compare the two engines' interfaces, not their speed: phase.rs lists whole attack "
    "declarations (none, each creature alone, all of them) and blocks by one creature, "
    "where manastack declares attackers and blockers one at a time; phase.rs offers to "
    "cancel a spell being cast; manastack's options count the mana abilities listed at "
    "priority (about half of them) and every creature type of a creature-type choice.",
)
"""The report's note on how the two engines' random games are made alike, and where they
still differ."""


def measurement_note(repeats: int) -> tuple[str, ...]:
    """How each figure is measured (the report's text), for ``repeats`` rounds."""
    rounds = "one round" if repeats == 1 else f"{repeats} rounds"
    return (
        f"Each matchup's games are played in {rounds}, alike (same seeds, same policies, so "
        "the same actions: the report checks that each game took as many decisions and turns "
        "every time, in both engines). A round is manastack's throughput pass, its timed pass, "
        "then phase.rs's pass of the same games, so the two engines' passes alternate and a "
        "change in the machine's load during the run falls on both. The throughput pass gives "
        "the rates — decisions, turns and finished games per CPU-second, and layer passes per "
        "decision: the clock is read before the first game and after the last, never inside a "
        "game, as for phase.rs. The timed pass gives the per-decision figures: "
        "`legal_actions()` CPU µs (`time.process_time` read just before and after each call), "
        "pass-only priority µs (the same, at priority decisions where passing is the only "
        "legal action), and µs per decision at 0–3 and 30+ permanents (each whole decision — "
        "listing, choosing, applying — by the permanents on the battlefield when it was "
        "asked, over the games the row \"games filling the permanents buckets\" gives: the "
        "matchup's games, then the next seeds' games, played in the timed pass for these "
        "buckets alone, since two-player games with random players seldom reach 30 permanents; "
        "how many decisions each bucket holds beside; the same ratio again for the same "
        "kinds of decision weighted as at 0–3, and what it would be if no kind cost more at "
        "30+ than at 0–3, which is the share of the decision mix; then the table by kind "
        "below the figures); its clock reads are in those "
        "figures, not in the rates. clone() µs: CPU time of repeated clones of the first game "
        f"paused at half of its decisions, in {repeats} batch{'es' if repeats != 1 else ''}.",
        "",
        f"Every figure from a clock is taken the same way for both engines: the least of the "
        f"{repeats} pass{'es' if repeats != 1 else ''} (garbage is collected before each). "
        "Other work on the machine only ever adds to a pass's CPU time (caches and memory "
        "shared with other processes, interruptions), never takes from it, so the least is the "
        "nearest to the work's own cost, as Python's `timeit` takes it, where a mean or median "
        "would keep part of the load; it also leaves out what only a first pass pays for "
        "(warming up, memos every game shares), as in a long run of games. Each figure takes "
        "its own least: the rates that of the throughput passes (phase.rs's passes alike), "
        "each per-decision figure — `legal_actions()`, pass-only, each permanents bucket — that "
        "of its own CPU time over the timed passes, so the 30+ vs 0–3 ratio is that of the two "
        "buckets' least costs. The rows \"each pass\" show every pass's figure in order and "
        "how far the greatest lies above the least.",
        "",
        "Live game MB: the first game replayed to its end under `tracemalloc` (card definitions "
        "and caches warm): the bytes of the objects the game holds that its replay made. Memos "
        "the whole process shares (bounded, and the same for one game or a million) are not the "
        "game's: what they kept from the replay is shown apart, as the traced memory left once "
        "the game is dropped.",
    )




def _ratio(r: MatchupResult) -> str:
    if not r.phase or not r.phase.get("decisions_per_cpu_second"):
        return "–"
    wall = r.decisions_per_second / float(r.phase["decisions_per_second"] or 1)
    cpu = r.decisions_per_cpu_second / float(r.phase["decisions_per_cpu_second"])
    return f"{wall:.1f}× wall, {cpu:.1f}× CPU"
