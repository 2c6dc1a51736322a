"""What the engine may ask or log, found in its source: every kind of decision the rules ask
and every kind of log entry they make. The clients' tests check that each has its words in
every language (the terminal's tests/ui/test_session.py, the web client's
tests/server/test_messages.py)."""

from __future__ import annotations

import re
from pathlib import Path

import manastack

SRC = Path(manastack.__file__).parent


def decision_kinds() -> set[str]:
    """Each kind of decision the rules ask (``ask(g, player, "kind", ...)``), and each cost
    paid by a choice (``cost_<what>``)."""
    kinds: set[str] = set()
    for path in (SRC / "rules").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        kinds |= set(re.findall(r'\bask\([^,]+, [^,]+, "([a-z_]+)"', text))
        kinds |= {"cost_" + w for w in re.findall(r'push\(g, "pay_choice", sid, "([a-z_]+)"',
                                                   text)}
    kinds.discard("cost_")
    return kinds


def log_kinds() -> set[str]:
    """Each kind of event the engine makes (``Event("kind", ...)``, a kind named by a
    constant, or chosen between two), so each kind of log entry."""
    kinds: set[str] = set()
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        kinds |= set(re.findall(r'\bEvent\(\s*"([a-z_]+)"', text))
        kinds |= set(re.findall(r'\bEvent\(\s*"[a-z_]+" if [^)]* else "([a-z_]+)"', text))
        for const in re.findall(r'\bEvent\(([A-Z_]+)\b', text):
            kinds |= set(re.findall(rf'^{const} = "([a-z_]+)"', text, re.M))
        if re.search(r"\b_note\(\"trigger\"", text):
            kinds.add("trigger")
    return kinds
