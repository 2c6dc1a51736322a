"""Spy Network — {U} Instant.

Oracle: "Look at target player's hand, the top card of that player's library, and any
face-down creatures they control. Look at the top four cards of your library, then put them
back in any order."

Only you look at these cards; you can't show them to others (ONS-FAQ-153).
"""

from manastack.dsl.prelude import *  # noqa: F403

THEIR_FACE_DOWN_CREATURES = All(Filter(face_down=True, custom=ControlledByTargetPlayer(0)))

ABILITIES = [
    spell(LookAtHand(Target(0), top=1), LookAtFaceDown(THEIR_FACE_DOWN_CREATURES),
          ReorderTop(4), targets=[TARGET_PLAYER]),
]
