"""Shadowbeast Sighting — {3}{G} Sorcery.

"Create a 4/4 green Beast creature token. / Flashback {6}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

BEAST = TokenSpec(subtypes=("Beast",), colors="G", power=4, toughness=4)

ABILITIES = [spell(CreateToken(BEAST))]
