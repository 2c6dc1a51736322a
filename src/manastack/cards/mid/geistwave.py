"""Geistwave — {1}{U} Instant.

"Return target nonland permanent to its owner's hand. If you controlled that permanent, draw
a card."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _you_control_it(g: Any, frame: Any) -> bool:
    """Checked as it resolves, before the permanent leaves (MID-RN-245)."""
    ts = frame["targets"][0] if frame["targets"] else ()
    return any(t in g.objects and chars(g, t).controller == frame["controller"] for t in ts)


def _remember(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    frame["controlled"] = _you_control_it(g, frame)


ABILITIES = [
    spell(Custom(_remember), MoveTo(Target(0), Zone.HAND),
          If(lambda g, frame: bool(frame.get("controlled")), (Draw(1),)),
          targets=[target(NONLAND_PERMANENT)]),
]
