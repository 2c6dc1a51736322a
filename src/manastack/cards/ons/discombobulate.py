"""Discombobulate — {2}{U}{U} Instant.

Oracle: "Counter target spell. Look at the top four cards of your library, then put them back
in any order."

If the target is illegal as it resolves, the whole spell doesn't resolve, so you don't look
at any cards (CR 608.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(CounterSpell(Target(0)), ReorderTop(4), targets=[TARGET_SPELL])]
