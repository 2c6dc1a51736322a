"""Eloise, Nephalia Sleuth — {3}{U}{B} Legendary Creature — Human Rogue 4/4.

Oracle: "Whenever another creature you control dies, investigate. / Whenever you sacrifice a
token, surveil 1."

Any token you sacrifice, for a cost or by an effect, triggers the last ability (MIC-RN-040); a
token put into the graveyard by the legend rule isn't sacrificed (MIC-RN-041, CR 704.5j).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL.but(other=True, label="another creature you control")),
              Investigate()),
    triggered(you_sacrifice(Filter(token=True, label="a token")), Surveil(1)),
]
