"""Dissipate — {1}{U}{U} Instant.

"Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(CounterSpell(Target(0), to=Zone.EXILE), targets=[TARGET_SPELL]),
]
