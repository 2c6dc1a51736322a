"""Real servers for the tests: ``manastack serve`` as a process of its own (so that it can be
killed), and a private PostgreSQL server started from the installed PostgreSQL programs."""

from __future__ import annotations

import glob
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Served:
    """A ``manastack serve`` process on ``port``."""

    def __init__(self, db: str, port: int | None = None) -> None:
        self.db = db
        self.port = port or free_port()
        exe = Path(sys.executable).parent / "manastack"
        self.proc = subprocess.Popen(
            [str(exe), "serve", "--port", str(self.port), "--db", db, "--workers", "2"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while True:
            try:
                self.get("/api/decks")
                return
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                    self.kill()
                    raise AssertionError(f"the server did not start: {err}") from None
                time.sleep(0.1)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.base + path, timeout=10) as r:
            return json.loads(r.read())

    def post(self, path: str, body: Any) -> Any:
        req = urllib.request.Request(self.base + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read())

    def ws(self, path: str) -> str:
        return f"ws://127.0.0.1:{self.port}{path}"

    def kill(self) -> None:
        """Kill the server at once (SIGKILL: nothing is tidied up)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        if self.proc.stderr:
            self.proc.stderr.close()


@contextmanager
def served(db: str) -> Iterator[Served]:
    s = Served(db)
    try:
        yield s
    finally:
        s.kill()


@contextmanager
def postgresql() -> Iterator[str]:
    """The URL of a PostgreSQL database: ``MANASTACK_TEST_POSTGRES`` if set, else a private
    server started for the test from the installed PostgreSQL (``apt-get install postgresql``,
    which ``.ci/run`` does) and stopped after it."""
    given = os.environ.get("MANASTACK_TEST_POSTGRES")
    if given:
        yield given
        return
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not found:
        pytest.fail("PostgreSQL is not installed (apt-get install postgresql; .ci/run does)")
    bindir = Path(found[-1]).parent
    d = Path(tempfile.mkdtemp(prefix="manastack-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(d, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    port = free_port()
    data = d / "data"
    try:
        subprocess.run([*as_user, str(bindir / "initdb"), "-D", str(data), "-A", "trust",
                        "-U", "manastack", "--no-sync"], check=True, capture_output=True)
        subprocess.run([*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-l",
                        str(d / "log"), "-w", "-o",
                        f"-p {port} -k {d} -c listen_addresses=127.0.0.1 -c fsync=off",
                        "start"], check=True, capture_output=True)
        yield f"postgresql://manastack@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate",
                        "stop"], capture_output=True)
        shutil.rmtree(d, ignore_errors=True)
