"""Rite of Harmony — {G}{W} Instant.

"Whenever a creature or enchantment enters the battlefield under your control this turn, draw
a card. / Flashback {2}{G}{W}"

A delayed triggered ability with a stated duration: it triggers each time (CR 603.7b).
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_OR_ENCHANTMENT = Filter(types=("Creature", "Enchantment"), controller="you",
                                 label="creature or enchantment you control")

_DRAW = triggered(enters(CREATURE_OR_ENCHANTMENT), Draw(1),
                  text="Whenever a creature or enchantment enters the battlefield under your "
                       "control this turn, draw a card.")

ABILITIES = [spell(DelayedTrigger(_DRAW, this_turn=True, every_time=True))]
