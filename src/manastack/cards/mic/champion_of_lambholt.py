"""Champion of Lambholt — {1}{G}{G} Creature — Human Warrior 1/1.

Oracle: "Creatures with power less than Champion of Lambholt's power can't block creatures you
control. / Whenever another creature enters the battlefield under your control, put a +1/+1
counter on Champion of Lambholt."

The restriction applies whether or not it attacks (MIC-OR-0215) and only as blockers are
declared (CR 509.1b, MIC-OR-0216).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("cant_be_blocked_by", CREATURE_YOU_CONTROL,
         CREATURE.but(custom=POWER_LESS_THAN_SOURCE,
                      label="creature with power less than Champion of Lambholt's power")),
    triggered(enters(CREATURE_YOU_CONTROL.but(other=True, label="another creature")),
              PutCounters(Self())),
]
