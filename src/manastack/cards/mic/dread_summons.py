"""Dread Summons — {X}{B}{B} Sorcery.

Oracle: "Each player mills X cards. For each creature card put into a graveyard this way, you
create a tapped 2/2 black Zombie creature token."

A creature card that a replacement effect sends elsewhere instead isn't counted; one that a
triggered ability then takes out of the graveyard is (MIC-OR-0184).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    spell(Tally((Mill(X(), EachPlayer()),), "milled", cause=None),
          CreateToken(ZOMBIE, CardsPutInto("milled", Zone.GRAVEYARD,
                                           Filter(types=("Creature",), zone=Zone.LIBRARY,
                                                  label="creature card")),
                      tapped=True),
          x=True),
]
