"""Vampire Socialite — {B}{R} Creature — Vampire Noble 2/2.

"Menace / When Vampire Socialite enters the battlefield, if an opponent lost life this turn,
put a +1/+1 counter on each other Vampire you control. / As long as an opponent lost life this
turn, each other Vampire you control enters the battlefield with an additional +1/+1 counter
on it."

Life lost, not a net change, counts (MID-RN-093).
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_VAMPIRES = Filter(subtypes=("Vampire",), controller="you", other=True,
                        label="other Vampire you control")

ABILITIES = [
    triggered(enters(), PutCounters(All(OTHER_VAMPIRES)), condition=opponent_lost_life_this_turn),
    others_enter_with_counters(Filter(subtypes=("Vampire",)),
                               condition=opponent_lost_life_this_turn,
                               text="each other Vampire you control enters with an "
                                    "additional +1/+1 counter"),
]
