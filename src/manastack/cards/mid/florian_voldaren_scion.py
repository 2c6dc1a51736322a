"""Florian, Voldaren Scion — {1}{B}{R} Legendary Creature — Vampire Noble 3/3.

"First strike / At the beginning of your postcombat main phase, look at the top X cards of
your library, where X is the total amount of life your opponents lost this turn. Exile one of
those cards and put the rest on the bottom of your library in a random order. You may play the
exiled card this turn."

Life lost counts, not the net change (MID-RN-253), also for an opponent who has since lost the
game (MID-RN-254); the exiled card is played with its normal costs and timing (MID-RN-256).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.POSTCOMBAT_MAIN),
              PlayExiledThisTurn((LookAtTop(LifeLostThisTurn(), take=1, to=Zone.EXILE,
                                            take_optional=False, rest_random=True),))),
]
