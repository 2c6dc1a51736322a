"""Voldaren Stinger — {R} Creature — Vampire Warrior 1/1.

"Voldaren Stinger has first strike as long as it's attacking. / {2}{R}: Voldaren Stinger gets
+2/+0 until end of turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _attacking(g: Any, source: int, *_: Any) -> bool:
    return g.combat is not None and source in g.combat.attackers


ABILITIES = [
    static(Modify(add_keywords=("First strike",)), condition=_attacking),
    activated("{2}{R}", pump(Self(), 2, 0)),
]
