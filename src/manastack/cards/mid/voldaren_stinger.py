"""Voldaren Stinger — {R} Creature — Vampire Warrior 1/1.

"Voldaren Stinger has first strike as long as it's attacking. / {2}{R}: Voldaren Stinger gets
+2/+0 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("First strike",)), condition=SOURCE_ATTACKING),
    activated("{2}{R}", pump(Self(), 2, 0)),
]
