"""Growth Spasm — {2}{G} Sorcery.

Oracle: "Search your library for a basic land card, put it onto the battlefield tapped, then
shuffle. Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this creature:
Add {C}.""

The token is created whether or not a land was found (MIC-OR-0219).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                 to=Zone.BATTLEFIELD, tapped=True),
          CreateToken("Eldrazi Spawn")),
]
