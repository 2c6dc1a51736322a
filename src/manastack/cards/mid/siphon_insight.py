"""Siphon Insight — {U}{B} Instant.

Oracle: "Look at the top two cards of target opponent's library. Exile one of them face down
and put the other on the bottom of that library. You may look at and play the exiled card for
as long as it remains exiled, and you may spend mana as though it were mana of any color to
cast that spell. / Flashback {1}{U}{B}"

Only the caster may look at the exiled card (CR 406.3, MID-RN-085) and no one else learns which
card was exiled (MID-RN-086); the caster may play it, a land too (MID-RN-087), with the usual
timing and land play (MID-RN-088; ``rules.play_from_exile``), paying mana as though it were
mana of any color (CR 609.4b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PlayExiled((LookAtTop(2, take=1, to=Zone.EXILE, take_optional=False,
                                who=Target(0), face_down=True),),
                     any_color=True),
          targets=[TARGET_OPPONENT]),
]
