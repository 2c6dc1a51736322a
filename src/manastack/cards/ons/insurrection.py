"""Insurrection — {5}{R}{R}{R} Sorcery.

Oracle: "Untap all creatures and gain control of them until end of turn. They gain haste until
end of turn."

Every creature is affected, including the caster's own and tapped ones (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(UntapEffect(All(CREATURE)),
          GainControl(All(CREATURE), duration="eot"),
          grant(All(CREATURE), "Haste")),
]
