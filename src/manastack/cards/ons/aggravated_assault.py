"""Aggravated Assault — {2}{R} Enchantment.

Oracle: "{3}{R}{R}: Untap all creatures you control. After this main phase, there is an
additional combat phase followed by an additional main phase. Activate only as a sorcery."

Usually activated in the postcombat main phase, untapping the creatures that attacked
(ONS-FAQ-083); it may be activated again for more phases (ONS-FAQ-084).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{3}{R}{R}", UntapEffect(All(CREATURE_YOU_CONTROL)),
              AdditionalCombatAfterThisMain(), sorcery=True),
]
