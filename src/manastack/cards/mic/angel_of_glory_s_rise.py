"""Angel of Glory's Rise — {5}{W}{W} Creature — Angel 4/6.

Oracle: "Flying / When Angel of Glory's Rise enters the battlefield, exile all Zombies, then
return all Human creature cards from your graveyard to the battlefield."

"All Zombies" are Zombie permanents; Zombie cards elsewhere stay (MIC-OR-0107).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(),
              MoveTo(All(Filter(subtypes=("Zombie",), label="Zombie")), Zone.EXILE),
              MoveTo(All(card_in(Zone.GRAVEYARD, "Creature", subtypes=("Human",),
                                 label="Human creature card in your graveyard")),
                     Zone.BATTLEFIELD)),
]
