"""Wave of Indifference — {X}{R} Sorcery.

Oracle: "X target creatures can't block this turn."

Exactly X targets are chosen (CR 601.2c); the affected creatures are locked in as it resolves
(CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(restrict(Target(0), "cant_block"),
          targets=[TargetSpec(filter=CREATURE, count_amount=X(), label="X target creatures")],
          x=True),
]
