"""Load on ``manastack serve``: ``python bench/server_load.py [--games 20] [--actions 60]``.

Starts a real server (SQLite in a temporary folder) and creates ``--games`` games between two
computer seats, which all play at once in the server's worker threads; meanwhile a human seat
(this script, over a real websocket) plays ``--actions`` actions against a computer seat in a
game of its own, timing each from sending the action to receiving the state that answers it.
Prints the median and 99th percentile of that latency, whether every computer game ended
without an error, the wall time, and the bytes of state messages the human seat received (each
carries only the log entries added since the previous one); ``--report FILE`` writes them as a
Markdown table (``bench/server_load.md``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from websockets.sync.client import connect  # noqa: E402

from tests.server.servers import Served  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--actions", type=int, default=60)
    ap.add_argument("--policy", default="heuristic")
    ap.add_argument("--report", help="write the figures to this Markdown file")
    args = ap.parse_args(argv)
    received = 0
    with tempfile.TemporaryDirectory() as d:
        server = Served(str(Path(d) / "load.db"))
        try:
            t0 = time.perf_counter()
            decks = [{"bundled": "sample_mid"}, {"bundled": "sample_ons"}]
            games = [server.post("/api/games", {"seed": i, "seats": [
                {"kind": "ai", "policy": args.policy, "deck": decks[0]},
                {"kind": "ai", "policy": args.policy, "deck": decks[1]}]})["game"]
                for i in range(args.games)]
            out = server.post("/api/games", {"seed": 99, "seats": [
                {"kind": "human", "deck": decks[0]},
                {"kind": "ai", "policy": args.policy, "deck": decks[1]}]})
            gid, token = out["game"], out["seats"][0]["token"]
            latencies: list[float] = []
            with connect(server.ws(f"/ws/games/{gid}?token={token}"),
                         max_size=None) as ws:
                acted = -1
                text = ws.recv(timeout=120)
                received += len(text.encode())
                msg = json.loads(text)
                while len(latencies) < args.actions and not msg["view"]["game_over"]:
                    if not my_turn(msg) or msg["version"] <= acted:
                        msg = json.loads(text := ws.recv(timeout=120))
                        received += len(text.encode())
                        continue
                    acted = msg["version"]
                    sent = time.perf_counter()
                    ws.send(json.dumps({"type": "action", "version": acted,
                                        "action": msg["view"]["decision"]["actions"][0]}))
                    while True:  # the answer: the first state after the action
                        msg = json.loads(text := ws.recv(timeout=120))
                        received += len(text.encode())
                        assert msg["type"] != "error", msg
                        if msg["version"] > acted:
                            break
                    latencies.append(time.perf_counter() - sent)
            deadline = time.monotonic() + 600
            over = 0
            while time.monotonic() < deadline:
                over = sum(server.get(f"/api/games/{g}")["over"] for g in games)
                if over == len(games):
                    break
                time.sleep(0.5)
            wall = time.perf_counter() - t0
        finally:
            server.kill()
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))]
    print(f"{args.games} computer games at once ({args.policy}): {over} ended, wall {wall:.1f} s")
    med = statistics.median(latencies)
    print(f"human actions answered: {len(latencies)}; latency median "
          f"{1000 * med:.1f} ms, 99th percentile {1000 * p99:.1f} ms")
    print(f"state messages received by the human seat: {received / 1024:.0f} KiB")
    if args.report:
        Path(args.report).write_text(
            "# Server load (`python bench/server_load.py --games "
            f"{args.games} --actions {args.actions} --report {args.report}`)\n\n"
            "A real `manastack serve` (SQLite), computer games all started at once, and a human "
            "seat's actions over a websocket timed from sending to the state that answers "
            "them. Wall-clock figures: the machine's load at the time weighs on them.\n\n"
            "| measure | value |\n|---|---|\n"
            f"| computer games at once ({args.policy}) | {args.games} |\n"
            f"| ended without an error | {over} |\n"
            f"| wall time | {wall:.1f} s |\n"
            f"| human actions answered | {len(latencies)} |\n"
            f"| latency, median | {1000 * med:.1f} ms |\n"
            f"| latency, 99th percentile | {1000 * p99:.1f} ms |\n"
            f"| state messages to the human seat | {received / 1024:.0f} KiB |\n")
    return 0 if over == len(games) else 1


def my_turn(msg: dict) -> bool:
    v = msg["view"]
    d = v["decision"]
    return not v["game_over"] and d is not None and d["player"] == msg["seat"] and \
        "actions" in d


if __name__ == "__main__":
    raise SystemExit(main())
