"""Lier, Disciple of the Drowned — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "Spells can't be countered. / Each instant and sorcery card in your graveyard has
flashback. The flashback cost is equal to that card's mana cost."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    cant_be_countered(SPELL),
    flashback_of_mana_cost(card_in(Zone.GRAVEYARD, "Instant", "Sorcery",
                                   label="instant and sorcery card in your graveyard")),
]
