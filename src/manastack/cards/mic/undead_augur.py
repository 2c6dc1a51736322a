"""Undead Augur — {B}{B} Creature — Zombie Wizard 2/2.

Oracle: "Whenever Undead Augur or another Zombie you control dies, you draw a card and you
lose 1 life."

Undead Augur triggers on its own death whatever its creature types; another creature counts if
it was a Zombie you controlled as it last existed on the battlefield (CR 603.10a).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _it_or_a_zombie(g: Any, source: int, ev: Any) -> bool:
    return ev.obj == source or (ev.lki is not None and "Zombie" in ev.lki.subtypes)


ABILITIES = [
    triggered(Trigger("zone_change", subject=CREATURE_YOU_CONTROL, from_zone=Zone.BATTLEFIELD,
                      to_zone=Zone.GRAVEYARD, test=_it_or_a_zombie,
                      label="Undead Augur or another Zombie you control dies"),
              Draw(1), LoseLife(1)),
]
