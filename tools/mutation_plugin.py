"""The pytest plugin of ``tools.mutation`` (loaded with ``-p mutation_plugin`` in the private copy
of the tree). What it does depends on the environment:

* ``MUTATION_TARGET`` (a file) and ``MUTATION_LINES`` (an output path), the baseline run: records
  which tests execute each line of the target file. Lines executed outside any test (while
  pytest imports and collects) are recorded under ``"import"``. Every module of the engine is
  imported before the first test, so a module's import-time code never runs inside a test, and
  every ``functools`` cache of the engine is cleared before each test, so a test that reads a
  value another test computed and memoised executes the lines computing it itself.
* ``MUTATION_DURATIONS`` (an output path): writes each test's duration in seconds.
* ``MUTATION_SELECT`` (a file of node ids, one a line): runs only those tests, in that order.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import sys
import time
import types
from collections.abc import Callable, Generator
from typing import Any

import pytest

_TARGET = os.environ.get("MUTATION_TARGET")
_current: str | None = None
_lines: dict[str | None, set[int]] = {}
_durations: dict[str, float] = {}
_caches: list[Callable[[], None]] = []


def _local(frame: types.FrameType, event: str, arg: object) -> Any:
    if event == "line":
        _lines.setdefault(_current, set()).add(frame.f_lineno)
    return _local


def _global(frame: types.FrameType, event: str, arg: object) -> Any:
    if frame.f_code.co_filename == _TARGET:
        _lines.setdefault(_current, set()).add(frame.f_lineno)
        return _local
    return None


def _engine_caches() -> list[Callable[[], None]]:
    import manastack

    for m in pkgutil.walk_packages(manastack.__path__, "manastack."):
        try:
            importlib.import_module(m.name)
        except Exception:  # noqa: BLE001 - an optional module (a missing extra) is left out
            continue
    out = []
    for name, mod in list(sys.modules.items()):
        if not name.startswith("manastack"):
            continue
        for v in list(vars(mod).values()):
            clear = getattr(v, "cache_clear", None)
            if callable(clear) and getattr(v, "__module__", "") == name:
                out.append(clear)
    return out


if _TARGET is not None:
    sys.settrace(_global)
    _caches.extend(_engine_caches())


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    global _current
    for clear in _caches:
        clear()
    _current = item.nodeid
    if _TARGET is not None:  # listed even when it executes none of the module's lines
        _lines.setdefault(_current, set())
    start = time.perf_counter()
    yield
    _durations[item.nodeid] = time.perf_counter() - start
    _current = None


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    select = os.environ.get("MUTATION_SELECT")
    if not select:
        return
    with open(select) as f:
        order = {nodeid: n for n, nodeid in enumerate(x.rstrip("\n") for x in f) if nodeid}
    keep = sorted((i for i in items if i.nodeid in order), key=lambda i: order[i.nodeid])
    dropped = [i for i in items if i.nodeid not in order]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = keep


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _TARGET is not None:
        sys.settrace(None)
        out = {"import": sorted(_lines.get(None, ())),
               "tests": {k: sorted(v) for k, v in _lines.items() if k is not None}}
        with open(os.environ["MUTATION_LINES"], "w") as f:
            json.dump(out, f)
    path = os.environ.get("MUTATION_DURATIONS")
    if path:
        with open(path, "w") as f:
            json.dump(_durations, f)
