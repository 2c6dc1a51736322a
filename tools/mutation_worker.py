"""The fast runner of ``tools.mutation``: one process imports the engine once, then for each
mutant forks a child that swaps the module's code for the mutant's and runs the tests.

Run inside the private copy of the tree (``PYTHONPATH`` = its ``src``):

    python mutation_worker.py MODULE LIST

``LIST`` has one ``number path timeout select test...`` line per mutant: the mutated module's
source, the seconds it may take, the file of node ids to run (fastest first, by the plugin
``mutation_plugin``) and the test files holding them. The worker prints ``number status`` for
each (killed, survived, timeout, or error when the code could not be swapped). Functions and
classes keep their identity (other modules imported them by name): their code, defaults and
methods are replaced in place; other module-level values that changed are rebound, here and
where other engine modules imported them.
"""

from __future__ import annotations

import importlib
import os
import sys
import time
import types
from typing import Any

import pytest

_SKIP = {"__dict__", "__weakref__", "__module__", "__qualname__", "__doc__", "__slots__"}


def _patch_function(old: types.FunctionType, new: types.FunctionType) -> None:
    if len(old.__code__.co_freevars) != len(new.__code__.co_freevars):
        raise RuntimeError(f"closure of {old.__qualname__} changed")
    old.__code__ = new.__code__
    old.__defaults__ = new.__defaults__
    old.__kwdefaults__ = new.__kwdefaults__


def _patch_class(old: type, new: type) -> None:
    if old.__dict__.get("__slots__") != new.__dict__.get("__slots__"):
        # The instances' layout can't change in place: the mutant runs in a new process.
        raise RuntimeError(f"slots of {old.__qualname__} changed")
    for k, v in new.__dict__.items():
        if k in _SKIP:
            continue
        ov = old.__dict__.get(k)
        if isinstance(v, types.FunctionType) and isinstance(ov, types.FunctionType):
            _patch_function(ov, v)
        elif isinstance(v, (staticmethod, classmethod)) and type(ov) is type(v):
            _patch_function(ov.__func__, v.__func__)  # type: ignore[union-attr]
        elif isinstance(v, property) and isinstance(ov, property):
            for a in ("fget", "fset", "fdel"):
                if getattr(v, a) is not None and getattr(ov, a) is not None:
                    _patch_function(getattr(ov, a), getattr(v, a))
        elif isinstance(v, (types.MemberDescriptorType, types.GetSetDescriptorType)):
            continue
        elif ov is None and k not in old.__dict__ or ov != v:
            setattr(old, k, v)


def _unregister(name: str) -> None:
    """Take the module's functions out of the engine's registries (instruction handlers,
    event appliers, effect interpreters...), as if it had never been imported: executing it
    again registers them anew (a registry refuses a second registration)."""
    for m in list(sys.modules.values()):
        if not str(getattr(m, "__name__", "")).startswith("manastack"):
            continue
        for v in list(vars(m).values()):
            if not isinstance(v, dict):
                continue
            for k, fn in list(v.items()):
                if isinstance(fn, types.FunctionType) and fn.__module__ == name:
                    del v[k]


def swap(mod: types.ModuleType, source: str) -> None:
    """Execute ``source`` as ``mod``'s code, keeping the identity of its functions and
    classes."""
    code = compile(source, mod.__file__ or mod.__name__, "exec")
    d = mod.__dict__
    before = dict(d)
    _unregister(mod.__name__)
    exec(code, d)
    for name, new in list(d.items()):
        if name not in before or before[name] is new:
            continue
        old = before[name]
        if isinstance(old, types.FunctionType) and isinstance(new, types.FunctionType):
            _patch_function(old, new)
            d[name] = old
        elif isinstance(old, type) and isinstance(new, type) and \
                old.__module__ == mod.__name__:
            _patch_class(old, new)
            d[name] = old
        elif isinstance(getattr(old, "__wrapped__", None), types.FunctionType) and \
                isinstance(getattr(new, "__wrapped__", None), types.FunctionType):
            _patch_function(old.__wrapped__, new.__wrapped__)
            if hasattr(old, "cache_clear"):
                old.cache_clear()
            d[name] = old
        else:
            try:
                same = bool(old == new)
            except Exception:
                same = False
            if same:
                d[name] = old
                continue
            for m in list(sys.modules.values()):
                md = getattr(m, "__dict__", None)
                if m is not mod and md is not None and \
                        str(getattr(m, "__name__", "")).startswith(("manastack", "tests")) and \
                        md.get(name) is old:
                    md[name] = new


def _run_child(mod: types.ModuleType, source: str, select: str, args: list[str]) -> int:
    os.environ["MUTATION_SELECT"] = select
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    try:
        swap(mod, source)
    except BaseException:
        return 99
    try:
        return int(pytest.main(args))
    except BaseException:
        return 1


def _import_tests(args: list[str], files: list[str]) -> None:
    """Collect every test file once, here, so that each child finds the test modules (and
    conftest files) imported and only collects their tests; a module-level value a test
    module imported from the engine is rebound by ``swap`` like the engine's own."""
    saved = os.dup(1), os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    try:
        pytest.main([*args, "--collect-only", *files])
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.close(devnull)


def main() -> None:
    module_name, list_file = sys.argv[1:]
    import manastack.game  # noqa: F401
    import manastack.scenario  # noqa: F401
    import manastack.testing  # noqa: F401
    mod = importlib.import_module(module_name)
    args = ["-x", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:randomly",
            "-p", "no:hypothesispytest", "-p", "mutation_plugin"]
    with open(list_file) as f:
        todo = [line.split() for line in f if line.strip()]
    _import_tests(args, sorted({t for _, _, _, _, *tests in todo for t in tests}))
    for n, path, timeout_s, select, *tests in todo:
        with open(path) as f:
            source = f.read()
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            os._exit(_run_child(mod, source, select, [*args, *tests]))
        deadline = time.monotonic() + float(timeout_s)
        status: Any = None
        while True:
            done, st = os.waitpid(pid, os.WNOHANG)
            if done:
                status = st
                break
            if time.monotonic() > deadline:
                os.kill(pid, 9)
                os.waitpid(pid, 0)
                break
            time.sleep(0.02)
        if status is None:
            result = "timeout"
        else:
            code = os.waitstatus_to_exitcode(status)
            result = {0: "survived", 99: "error", 5: "error"}.get(code, "killed")
        print(n, result, flush=True)


if __name__ == "__main__":
    main()
