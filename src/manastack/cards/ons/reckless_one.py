"""Reckless One — {3}{R} Creature — Goblin Avatar */*.

Oracle: "Haste / Reckless One's power and toughness are each equal to the number of Goblins on
the battlefield."

A characteristic-defining ability (CR 604.3); every Goblin counts, itself included. Goblins
are read from their copiable values (CR 613.2), as the ability works in layer 7a.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def goblins_on_battlefield(g: Any, you: int) -> int:
    from manastack.rules.characteristics import base_chars
    return sum(1 for oid in g.battlefield if not g.objects[oid].phased_out
               and "Goblin" in base_chars(g.objects[oid]).subtypes)


ABILITIES = [
    pt_from_count(goblins_on_battlefield),
]
