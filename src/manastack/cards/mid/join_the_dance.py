"""Join the Dance — {G}{W} Sorcery.

"Create two 1/1 white Human creature tokens. / Flashback {3}{G}{W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMAN = TokenSpec(subtypes=("Human",), colors="W", power=1, toughness=1)

ABILITIES = [spell(CreateToken(HUMAN, 2))]
