"""Rise of the Ants — {4}{G}{G} Sorcery.

"Create two 3/3 green Insect creature tokens. You gain 2 life. / Flashback {6}{G}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=3, toughness=3)

ABILITIES = [spell(CreateToken(INSECT, 2), GainLife(2))]
