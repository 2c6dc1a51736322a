"""The pytest plugin of ``tools.mutation`` (loaded with ``-p mutation_plugin`` in the private copy
of the tree). What it does depends on the environment:

* ``MUTATION_TARGET`` (a file) and ``MUTATION_LINES`` (an output path), the baseline run: records
  which tests execute each line of the target file. Lines executed outside any test (while
  pytest imports and collects) are recorded under ``"import"``. Every module of the engine is
  imported before the first test, so a module's import-time code never runs inside a test, and
  each test runs in a child process forked from the collected session, so that it starts from
  the state of a new process: a value an earlier test memoised (a ``functools`` cache, a memo
  dict, an attribute set on a shared object) can't spare a test the lines computing it. A test
  reported as executing none of a line thus could not see a change to it even run alone.
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
from collections.abc import Generator
from typing import Any

import pytest
from _pytest.reports import TestReport
from _pytest.runner import runtestprotocol

_TARGET = os.environ.get("MUTATION_TARGET")
_current: str | None = None
_lines: dict[str | None, set[int]] = {}
_durations: dict[str, float] = {}


def _local(frame: types.FrameType, event: str, arg: object) -> Any:
    if event == "line":
        _lines.setdefault(_current, set()).add(frame.f_lineno)
    return _local


def _global(frame: types.FrameType, event: str, arg: object) -> Any:
    if frame.f_code.co_filename == _TARGET:
        _lines.setdefault(_current, set()).add(frame.f_lineno)
        return _local
    return None


def _import_engine() -> None:
    import manastack

    for m in pkgutil.walk_packages(manastack.__path__, "manastack."):
        try:
            importlib.import_module(m.name)
        except Exception:  # noqa: BLE001 - an optional module (a missing extra) is left out
            continue


if _TARGET is not None:
    sys.settrace(_global)
    _import_engine()


def _in_child(item: pytest.Item, w: int) -> None:
    """The forked child: runs one test (setup, call, teardown) traced, and writes the lines
    it executed and its reports to ``w``."""
    global _current
    _lines.clear()
    _current = item.nodeid
    reports = runtestprotocol(item, nextitem=None, log=False)
    _current = None
    hook = item.config.hook
    data = {"lines": sorted(_lines.get(item.nodeid, ())),
            "reports": [hook.pytest_report_to_serializable(config=item.config, report=r)
                        for r in reports]}
    with os.fdopen(w, "w") as f:
        json.dump(data, f)


def _traced_in_child(item: pytest.Item) -> bool:
    r, w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        code = 0
        try:
            _in_child(item, w)
        except BaseException:  # noqa: BLE001 - reported by the parent as a failed test
            code = 1
        finally:
            os._exit(code)
    os.close(w)
    with os.fdopen(r) as f:
        raw = f.read()
    os.waitpid(pid, 0)
    ihook = item.ihook
    ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    if raw:
        data = json.loads(raw)
        _lines[item.nodeid] = set(data["lines"])
        for d in data["reports"]:
            rep = item.config.hook.pytest_report_from_serializable(config=item.config, data=d)
            ihook.pytest_runtest_logreport(report=rep)
    else:
        _lines[item.nodeid] = set()
        ihook.pytest_runtest_logreport(report=TestReport(
            item.nodeid, item.location, {}, "failed", "the forked test process died", "call"))
    ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    if _TARGET is None:
        return None
    return _traced_in_child(item)


@pytest.hookimpl(hookwrapper=True, tryfirst=True, specname="pytest_runtest_protocol")
def pytest_runtest_protocol_timed(item: pytest.Item,
                                  nextitem: pytest.Item | None) -> Generator[None, None, None]:
    start = time.perf_counter()
    yield
    _durations[item.nodeid] = time.perf_counter() - start


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
