"""Reading a line of rules text (CR 207.2, 602.1): whether it is an activated ability, and the
line without its reminder text."""

from __future__ import annotations

import re

ACTIVATED_KEYWORD = re.compile(r"^(Equip|装備|\w*[Cc]ycling|\w*サイクリング)\s*\{")
"""A keyword line of an activated keyword ability with its cost (CR 702.6a, 702.29a)."""


def is_activated_line(line: str) -> bool:
    """Whether a line of rules text is an activated ability (CR 602.1: "[Cost]: [Effect]"):
    a colon outside its reminder text, or a keyword line whose reminder text is such an
    ability (CR 702.6a: 「装備{4}（{4}：…）」, Equip; cycling, CR 702.29a)."""
    own = _without_reminder(line)
    if ":" in own or "：" in own or ACTIVATED_KEYWORD.match(own):
        return True
    return own != line and any(c in line for c in ":：") and not any(c in own for c in ".。")


def _without_reminder(line: str) -> str:
    """A line of rules text without its reminder text in parentheses (CR 207.2)."""
    out, depth = [], 0
    for ch in line:
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)
