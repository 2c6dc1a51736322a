"""Unbreakable Formation — {2}{W} Instant.

Oracle: "Creatures you control gain indestructible until end of turn. / Addendum — If you cast
this spell during your main phase, put a +1/+1 counter on each of those creatures and they gain
vigilance until end of turn."

Only the creatures you control as it resolves (CR 611.2c, MIC-OR-0139); the addendum is
checked as it resolves (MIC-OR-0140), and a copy wasn't cast (MIC-OR-0141).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(grant(All(CREATURE_YOU_CONTROL), "Indestructible")),
    spell(If(AllOf((THIS_SPELL_WAS_CAST, YOUR_TURN, MAIN_PHASE)),
             (PutCounters(All(CREATURE_YOU_CONTROL)),
              grant(All(CREATURE_YOU_CONTROL), "Vigilance")))),
]
