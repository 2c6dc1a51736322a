"""Kurbis, Harvest Celebrant — {X}{G}{G} Legendary Creature — Treefolk 0/0.

Oracle: "Kurbis, Harvest Celebrant enters the battlefield with a number of +1/+1 counters on it
equal to the amount of mana spent to cast it. / Remove a +1/+1 counter from Kurbis: Prevent all
damage that would be dealt this turn to another target creature with a +1/+1 counter on it."

The mana spent is the whole total cost paid (CR 601.2h), not X; a copy, a token or a card put
onto the battlefield without being cast spent none (MIC-RN-024 to 027).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_counters("+1/+1", ManaSpent()),
    activated(Cost(remove_counters=("+1/+1", 1)), PreventDamage(Target(0)),
              targets=[target(CREATURE.but(other=True, custom=WithCounter(),
                                           label="another creature with a +1/+1 counter on it"))]),
]
