"""Dwarven Blastminer — {1}{R} Creature — Dwarf 1/1.

Oracle: "{2}{R}, {T}: Destroy target nonbasic land. / Morph {R}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _nonbasic(g: Any, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.characteristics import chars
    return "Basic" not in chars(g, oid).supertypes


ABILITIES = [
    activated("{2}{R}, {T}", Destroy(Target(0)),
              targets=[target(LAND.but(custom=_nonbasic, label="nonbasic land"))]),
]
