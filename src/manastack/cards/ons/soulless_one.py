"""Soulless One — {3}{B} Creature — Zombie Avatar */*.

Oracle: "Soulless One's power and toughness are each equal to the number of Zombies on the
battlefield plus the number of Zombie cards in all graveyards."

A characteristic-defining ability (CR 604.3) that works everywhere; it counts itself while
on the battlefield or in a graveyard. Zombies are read from their copiable values (layer
7a, CR 613.2).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def zombies(g: Any, you: int) -> int:
    from manastack.rules.characteristics import base_chars
    n = sum(1 for oid in g.battlefield if not g.objects[oid].phased_out
            and "Zombie" in base_chars(g.objects[oid]).subtypes)
    for p in g.player_ids():
        n += sum(1 for oid in g.players[p].graveyard
                 if "Zombie" in base_chars(g.objects[oid]).subtypes)
    return n


ABILITIES = [
    pt_from_count(zombies),
]
