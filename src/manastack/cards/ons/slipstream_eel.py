"""Slipstream Eel — {5}{U}{U} Creature — Fish Beast 6/6.

Oracle: "Slipstream Eel can't attack unless defending player controls an Island. / Cycling
{1}{U}"

Checked for each player it could attack (CR 508.1c); any permanent with the land type Island
counts (CR 205.3i).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _controls_an_island(g: Any, oid: int, player: int) -> bool:
    for x in g.battlefield:
        if g.objects[x].phased_out:
            continue
        c = chars(g, x)
        if c.controller == player and "Island" in c.subtypes:
            return True
    return False


ABILITIES = [
    rule("cant_attack_unless", "self", _controls_an_island),
]
