"""Patriarch's Bidding — {3}{B}{B} Sorcery.

Oracle: "Each player chooses a creature type. Each player returns all creature cards of a type
chosen this way from their graveyard to the battlefield."

The players choose in turn order starting with the caster (CR 101.4); then every creature card
of any chosen type returns at the same time.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Extension("patriarchs_bidding_choose_types_and_return")),
]

