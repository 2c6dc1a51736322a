"""Treefolk — Token Creature — Treefolk */* (green), made by Wrenn and Seven.

"Reach / This creature's power and toughness are each equal to the number of lands you
control." """

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _lands_you_control(g: Any, player: int) -> int:
    from manastack.rules.characteristics import base_chars
    return sum(1 for o in g.battlefield if g.objects[o].controller == player
               and not g.objects[o].phased_out and "Land" in base_chars(g.objects[o]).types)


ABILITIES = [pt_from_count(_lands_you_control)]
