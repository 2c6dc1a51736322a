"""Brood Weaver — {3}{G} Creature — Spider 2/4.

"Reach / When Brood Weaver dies, create a 1/2 green Spider creature token with reach."
"""

from manastack.dsl.prelude import *  # noqa: F403

SPIDER = TokenSpec(subtypes=("Spider",), colors="G", power=1, toughness=2, keywords=("Reach",))

ABILITIES = [triggered(dies(), CreateToken(SPIDER))]
