"""Helpers of the server tests: a lobby request, reading a seat's socket until it decides."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

SAMPLE = {"bundled": "sample_mid"}
OTHER = {"bundled": "sample_ons"}


def request(*kinds: str, policy: str = "heuristic", seed: int = 5,
            fmt: str = "normal") -> dict[str, Any]:
    """A game request: one seat per kind (``human`` or ``ai``), the sample decks in turn."""
    decks = [SAMPLE, OTHER]
    return {"format": fmt, "seed": seed, "seats": [
        {"kind": k, "deck": decks[i % 2], **({"policy": policy} if k == "ai" else {})}
        for i, k in enumerate(kinds)]}


def until_mine(receive: Callable[[], dict[str, Any]], after: int = -1) -> dict[str, Any]:
    """Read states (``receive()``) until one newer than version ``after`` waits on its own
    seat (or the game is over). A seat may be sent the same state twice (when it connects
    and when the game moves), so states it has answered are skipped."""
    for _ in range(10_000):
        msg = receive()
        assert msg["type"] == "state", msg
        if msg["version"] > after and my_decision(msg):
            return msg
    raise AssertionError("the seat was never asked to decide")


def my_decision(msg: dict[str, Any]) -> bool:
    """Whether the state ``msg`` waits on its own seat (or the game is over)."""
    v = msg["view"]
    d = v["decision"]
    return v["game_over"] or (d is not None and d["player"] == msg["seat"] and "actions" in d)


def action_message(msg: dict[str, Any], index: int = 0) -> str:
    """The message taking the ``index``-th legal action of the decision in state ``msg``."""
    acts = msg["view"]["decision"]["actions"]
    return json.dumps({"type": "action", "version": msg["version"], "action": acts[index]})



def whole_logs(msgs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The state messages one socket received, in order, each with its whole log put back:
    a message carries only the log entries from ``log_start`` on, the socket having been sent
    the earlier ones (checked: none is skipped; an entry sent again replaces the one sent
    before, its links having changed, ``manastack.log_links``)."""
    log: list[Any] = []
    for m in msgs:
        if m.get("type") != "state":
            continue
        start = m["log_start"]
        assert start <= len(log), (m["version"], start, len(log))
        log = log[:start] + m["view"]["log"]
        m["view"]["log"] = log
    return msgs


def joining(receive: Callable[[], dict[str, Any]]) -> Callable[[], dict[str, Any]]:
    """``receive`` of one socket, each state message given with its whole log
    (``whole_logs``)."""
    log: list[Any] = []

    def get() -> dict[str, Any]:
        nonlocal log
        m = receive()
        if m.get("type") == "state":
            start = m["log_start"]
            assert start <= len(log), (m["version"], start, len(log))
            log = log[:start] + m["view"]["log"]
            m["view"]["log"] = log
        return m
    return get
