"""Consuming Blob — {3}{G}{G} Creature — Ooze */*+1.

"Consuming Blob's power is equal to the number of card types among cards in your graveyard and
its toughness is equal to that number plus 1. / At the beginning of your end step, create a
green Ooze creature token with "This creature's power is equal to the number of card types
among cards in your graveyard and its toughness is equal to that number plus 1.""

Card types, not cards, are counted (MID-RN-126); supertypes aren't card types (MID-RN-127).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    pt_from_count(card_types_in_graveyard, 1),
    triggered(at_beginning_of(Step.END), CreateToken("Ooze")),
]
