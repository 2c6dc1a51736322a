"""Geistflame Reservoir — {2}{R} Artifact.

"Whenever you cast an instant or sorcery spell, put a charge counter on Geistflame Reservoir. /
{1}{R}, {T}, Remove any number of charge counters from Geistflame Reservoir: It deals that much
damage to any target. / {1}{R}, {T}: Exile the top card of your library. You may play that card
this turn."

How many counters to remove is chosen as the ability is activated (MID-RN-243); the exiled card
is played with its normal costs and timing (MID-RN-244).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cast(Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")),
              PutCounters(Self(), "charge")),
    activated(Cost(mana=ManaCost.parse("{1}{R}"), tap=True, remove_x_counters="charge"),
              DealDamage(X(), Target(0)), targets=[ANY_TARGET]),
    activated("{1}{R}, {T}", PlayExiledThisTurn((MoveTo(TopOfLibrary(1), Zone.EXILE),))),
]
