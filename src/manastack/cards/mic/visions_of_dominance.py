"""Visions of Dominance — {2}{G} Sorcery.

Oracle: "Put a +1/+1 counter on target creature, then double the number of +1/+1 counters on it.
/ Flashback {8}{G}{G}. This spell costs {X} less to cast this way, where X is the greatest mana
value of a commander you own on the battlefield or in the command zone."

Doubling puts counters on it (CR 701.10e, MIC-RN-002); the reduction applies to the generic part
of the flashback cost only (CR 601.2f, MIC-RN-004), whoever controls the commander (MIC-RN-003).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PutCounters(Target(0)), DoubleCounters(Target(0)), targets=[TARGET_CREATURE]),
    lines(Keyword("Flashback", cost=Cost(mana=ManaCost.parse("{8}{G}{G}")),
                  text="Flashback {8}{G}{G}"),
          rule("spell_cost_reduction", "self", GreatestCommanderManaValue(),
               condition=CastWith("flashback"))),
]
