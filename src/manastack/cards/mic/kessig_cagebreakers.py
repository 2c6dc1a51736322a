"""Kessig Cagebreakers — {4}{G} Creature — Human Rogue 3/4.

Oracle: "Whenever Kessig Cagebreakers attacks, create a 2/2 green Wolf creature token that's
tapped and attacking for each creature card in your graveyard."

The cards are counted as the ability resolves (MIC-OR-0229); the tokens were never declared as
attackers (CR 508.4, MIC-OR-0231).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(),
              CreateToken(TokenSpec(subtypes=("Wolf",), colors="G", power=2, toughness=2),
                          CountOf(card_in(Zone.GRAVEYARD, "Creature",
                                          label="creature card in your graveyard")),
                          tapped=True, attacking=True)),
]
