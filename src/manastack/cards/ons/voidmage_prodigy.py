"""Voidmage Prodigy — {U}{U} Creature — Human Wizard 2/1.

Oracle: "{U}{U}, Sacrifice a Wizard: Counter target spell. / Morph {U}"

The Wizard may be Voidmage Prodigy itself.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{U}{U}"),
                   sacrifice=Filter(subtypes=("Wizard",), controller="you", label="Wizard")),
              CounterSpell(Target(0)), targets=[TARGET_SPELL]),
]
