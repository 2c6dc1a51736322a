"""Cleaver Skaab — {3}{U} Creature — Zombie Horror 2/4.

Oracle: "{3}, {T}, Sacrifice another Zombie: Create two tokens that are copies of the
sacrificed creature."

The tokens copy the sacrificed creature's copiable values as it was sacrificed (CR 707.2): a
token's own values (MIC-RN-007), or what it was copying (MIC-RN-008), never other effects.
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_ZOMBIE = Filter(subtypes=("Zombie",), other=True, label="another Zombie")

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{3}"), tap=True, sacrifice=ANOTHER_ZOMBIE),
              CreateTokenCopy(Sacrificed(), 2)),
]
