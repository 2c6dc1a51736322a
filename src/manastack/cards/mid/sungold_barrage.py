"""Sungold Barrage — {2}{W} Instant.

"Destroy target creature with toughness 4 or greater."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _toughness_4_or_more(g: Any, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.characteristics import chars
    t = chars(g, oid).toughness
    return t is not None and t >= 4


ABILITIES = [
    spell(Destroy(Target(0)),
          targets=[target(CREATURE.but(custom=_toughness_4_or_more,
                                       label="creature with toughness 4 or greater"))]),
]
