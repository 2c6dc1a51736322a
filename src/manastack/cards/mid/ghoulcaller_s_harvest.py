"""Ghoulcaller's Harvest — {B}{G} Sorcery.

"Create X 2/2 black Zombie creature tokens with decayed, where X is half the number of
creature cards in your graveyard, rounded up. / Flashback {3}{B}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2,
                   keywords=("Decayed",))


ABILITIES = [
    spell(CreateToken(ZOMBIE, Half(CountOf(card_in(Zone.GRAVEYARD, "Creature"))))),
]
