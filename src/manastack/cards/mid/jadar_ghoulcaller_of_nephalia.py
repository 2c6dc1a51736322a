"""Jadar, Ghoulcaller of Nephalia — {1}{B} Legendary Creature — Human Wizard 1/1.

"At the beginning of your end step, if you control no creatures with decayed, create a 2/2
black Zombie creature token with decayed."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

_has_decayed = you_control(CREATURE.but(keywords=("Decayed",), label="creature with decayed"))


def _no_decayed(g: Any, x: Any, *rest: Any) -> bool:
    return not _has_decayed(g, x, *rest)


ABILITIES = [
    triggered(at_beginning_of(Step.END), CreateToken("Zombie"), condition=_no_decayed),
]
