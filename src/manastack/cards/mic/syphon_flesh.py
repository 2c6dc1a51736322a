"""Syphon Flesh — {4}{B} Sorcery.

Oracle: "Each other player sacrifices a creature. You create a 2/2 black Zombie creature token
for each creature sacrificed this way."

Only creatures actually sacrificed count: a player with no creature sacrifices nothing.
"Each other player" includes a teammate, who isn't an opponent (CR 102.3).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    spell(Tally((Sacrifice(EachOtherPlayer(), CREATURE),), "sacrificed", cause="sacrifice"),
          CreateToken(ZOMBIE, VarAmount("sacrificed_count"))),
]
