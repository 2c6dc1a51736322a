"""Rotlung Reanimator — {2}{B} Creature — Zombie Cleric 2/2.

Oracle: "Whenever Rotlung Reanimator or another Cleric dies, create a 2/2 black Zombie
creature token."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)


def _it_or_a_cleric(g: Any, source: int, ev: Any) -> bool:
    """It, whatever its types were, or another creature that was a Cleric as it last existed
    on the battlefield (CR 603.10a)."""
    return ev.obj == source or (ev.lki is not None and ev.lki.is_creature
                                and "Cleric" in ev.lki.subtypes)


ABILITIES = [
    triggered(Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                      test=_it_or_a_cleric, label="Rotlung Reanimator or another Cleric dies"),
              CreateToken(ZOMBIE)),
]
