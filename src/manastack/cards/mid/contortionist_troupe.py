"""Contortionist Troupe — {X}{G} Creature — Human 0/0.

Oracle: "Contortionist Troupe enters the battlefield with X +1/+1 counters on it. / Coven — At
the beginning of your end step, if you control three or more creatures with different powers,
put a +1/+1 counter on target creature you control."

X is the value paid for the spell (CR 107.3m); put onto the battlefield without being cast, X
is 0 (CR 107.3).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_counters("+1/+1", X()),
    triggered(at_beginning_of(Step.END), PutCounters(Target(0)),
              targets=[target(CREATURE_YOU_CONTROL)], condition=coven),
]
