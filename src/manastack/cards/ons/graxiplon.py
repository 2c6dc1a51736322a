"""Graxiplon — {5}{U} Creature — Beast 3/4.

Oracle: "Graxiplon can't be blocked unless defending player controls three or more creatures
that share a creature type."

Any creatures may block it once the defending player controls such a group; the blockers
needn't be from the group (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

NO_THREE_SHARING_A_TYPE = Not(at_least(MostSharingACreatureType(CREATURE, DefendingPlayer()), 3))

ABILITIES = [rule("cant_be_blocked", "self", condition=NO_THREE_SHARING_A_TYPE)]
