"""Zombie Apocalypse — {3}{B}{B}{B} Sorcery.

Oracle: "Return all Zombie creature cards from your graveyard to the battlefield tapped, then
destroy all Humans."

Every Human is destroyed, whoever controls it (MIC-OR-0208), a returned Zombie Human too
(MIC-OR-0209).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(All(card_in(Zone.GRAVEYARD, "Creature", subtypes=("Zombie",),
                             label="Zombie creature card in your graveyard")),
                 Zone.BATTLEFIELD, tapped=True),
          Destroy(All(Filter(subtypes=("Human",), label="Human")))),
]
