"""Identical games in every build and process: the whole state (``Game.fingerprint()``) at the
end of one seeded game per matchup is the same here and in a fresh process that runs the
pure-Python source (src/, the reference) under another hash seed.

Run in the pure-Python package, this shows that a game depends on nothing of the process
(object addresses, string hashes). Run against the compiled build (``PYTHONPATH=build/compiled``,
see tools/compiled.py), it shows that the compiled modules play exactly the reference's games.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.games.seeded_games import MATCHUPS, state_digest

ROOT = Path(__file__).resolve().parents[2]
GAMES = tuple(f"{a}-{b}-1" for a, b in MATCHUPS)

REFERENCE = """
import json, sys
import manastack.rules.mana
from tests.games.seeded_games import state_digest
print(json.dumps({"mana": manastack.rules.mana.__file__,
                  "digests": {g: state_digest(g) for g in sys.argv[1:]}}))
"""


def test_seeded_games_end_in_the_same_state_as_the_pure_python_reference() -> None:
    here = {g: state_digest(g) for g in GAMES}
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), PYTHONHASHSEED="4711")
    out = subprocess.run([sys.executable, "-c", REFERENCE, *GAMES], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True, timeout=600)
    reference = json.loads(out.stdout)
    assert reference["mana"] == str(ROOT / "src" / "manastack" / "rules" / "mana.py")
    assert here == reference["digests"]
