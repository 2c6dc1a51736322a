"""Broodhatch Nantuko — {1}{G} Creature — Insect Druid 1/1.

Oracle: "Whenever Broodhatch Nantuko is dealt damage, you may create that many 1/1 green Insect
creature tokens. / Morph {2}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)


ABILITIES = [
    triggered(is_dealt_damage(),
              May((CreateToken(INSECT, DamageToItAtOnce()),),
                  prompt="Create that many 1/1 green Insect tokens?")),
]
