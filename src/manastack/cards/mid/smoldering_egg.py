"""Smoldering Egg // Ashmouth Dragon — {1}{R} Creature — Dragon Egg 0/4 //
Creature — Dragon 4/4 (red).

Oracle: Front: "Defender / Whenever you cast an instant or sorcery spell, put a number of ember
counters on Smoldering Egg equal to the amount of mana spent to cast that spell. Then if
Smoldering Egg has seven or more ember counters on it, remove them and transform Smoldering
Egg."
Back: "Flying / Whenever you cast an instant or sorcery spell, Ashmouth Dragon deals 2 damage
to any target."

The mana spent is what was paid for the spell's total cost (CR 601.2h), known from its casting
even if the spell has left the stack before the ability resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")


FACES = [
    [
        triggered(cast(INSTANT_OR_SORCERY), PutCounters(Self(), "ember", ManaSpentToCast()),
                  If(at_least(CountersOn(Self(), "ember"), 7), (RemoveCounters(Self(), "ember", CountersOn(Self(), "ember")),
                                      Transform()))),
    ],
    [
        triggered(cast(INSTANT_OR_SORCERY), DealDamage(2, Target(0)), targets=[ANY_TARGET]),
    ],
]
