"""Flare of Faith — {1}{W} Instant.

"Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 and
gains indestructible until end of turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _is_human(g: Any, frame: Any) -> bool:
    ts = frame["targets"][0] if frame["targets"] else ()
    return any(t in g.objects and "Human" in chars(g, t).subtypes for t in ts)


ABILITIES = [
    spell(If(_is_human, (pump(Target(0), 3, 3), grant(Target(0), "Indestructible")),
             (pump(Target(0), 2, 2),)),
          targets=[TARGET_CREATURE]),
]
