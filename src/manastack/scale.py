"""Games at scale on a Ray cluster: any function over game seeds, and ``manastack simulate --ray``.

    from manastack.scale import map_games
    results = map_games(my_rollout, seeds=range(10_000), address=None)  # local Ray

``map_games(fn, seeds)`` runs ``fn(seed)`` for each seed as a Ray task, on the cluster at
``address`` (``"auto"``, ``"ray://host:10001"``...) or on a local Ray started on demand (and
stopped afterwards) when there is none. Results come back in the order of ``seeds``, whatever
the order tasks finish in; a call that raises is reported as a failed ``MapResult`` with its seed
and traceback, and the other results are kept. ``simulate_on_ray`` plays the games of
``manastack.simulate.simulate`` this way: the same per-game seeds and the same aggregation by
game number, so its figures equal the single-process run's for the same seeds (only the time
differs).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from manastack.formats.decklist import DeckList
from manastack.simulate import GameRecord, SimulationResult, aggregate, parse_policies, play_game


@dataclass
class MapResult:
    """``fn(seed)``'s value, or the error and traceback if it raised."""

    seed: Any
    value: Any = None
    error: str | None = None
    traceback: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def _call(fn: Callable[[Any], Any], seed: Any) -> MapResult:
    try:
        return MapResult(seed, fn(seed))
    except Exception as e:  # noqa: BLE001 - reported with its seed, the others go on
        return MapResult(seed, None, f"{type(e).__name__}: {e}", traceback.format_exc())


def _start(address: str | None, num_cpus: int | None) -> bool:
    """Connect to Ray (or start a local one); whether this call started it."""
    import ray
    if ray.is_initialized():
        return False
    if address is None:
        ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False,
                 configure_logging=False)
    else:
        ray.init(address=address, log_to_driver=False, configure_logging=False)
    return True


def map_games(fn: Callable[[Any], Any], seeds: Iterable[Any], *, address: str | None = None,
              num_cpus: int | None = None,
              progress: Callable[[MapResult], None] | None = None) -> list[MapResult]:
    """``fn(seed)`` for each seed on Ray (see the module's docstring). ``num_cpus``: the CPUs
    of a local Ray started here; ``progress(result)`` is called as each task finishes."""
    import ray
    seeds = list(seeds)
    started = _start(address, num_cpus)
    try:
        task = ray.remote(_call)
        fn_ref = ray.put(fn)
        pending = {task.remote(fn_ref, s): i for i, s in enumerate(seeds)}
        out: list[MapResult | None] = [None] * len(seeds)
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                i = pending.pop(ref)
                try:
                    res = ray.get(ref)
                except Exception as e:  # noqa: BLE001 - a worker lost: that seed fails alone
                    res = MapResult(seeds[i], None, f"{type(e).__name__}: {e}",
                                    traceback.format_exc())
                out[i] = res
                if progress is not None:
                    progress(res)
        return [r for r in out if r is not None]
    finally:
        if started:
            ray.shutdown()


class _PlayGame:
    """``play_game`` for one game number, picklable for Ray."""

    def __init__(self, decks: Sequence[DeckList], seed: int, policies: Sequence[str],
                 max_decisions: int, format: str, record_actions: bool) -> None:
        self.args = (list(decks), seed, list(policies), max_decisions, format, record_actions)

    def __call__(self, game: int) -> GameRecord:
        decks, seed, policies, max_decisions, format, record = self.args
        return play_game(decks, game, seed, policies, max_decisions, format, record)


def simulate_on_ray(decks: Sequence[DeckList], games: int, seed: int = 0,
                    policies: Sequence[str] = ("random",), max_decisions: int = 20_000,
                    progress: Callable[[int], None] | None = None, format: str = "normal",
                    record_actions: bool = False, address: str | None = None,
                    num_cpus: int | None = None) -> SimulationResult:
    """``manastack.simulate.simulate`` with the games played as Ray tasks."""
    names = parse_policies(",".join(policies), len(decks))
    play = _PlayGame(decks, seed, names, max_decisions, format, record_actions)
    results = map_games(play, range(games), address=address, num_cpus=num_cpus,
                        progress=(lambda r: progress(int(r.seed))) if progress else None)
    records = [r.value if r.ok else GameRecord(int(r.seed), seed + int(r.seed), error=r.error,
                                               traceback=r.traceback)
               for r in results]
    return aggregate(records, decks, names)
