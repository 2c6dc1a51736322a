"""Ooze — Token Creature — Ooze */*+1 (green), made by Consuming Blob.

"This creature's power is equal to the number of card types among cards in your graveyard and
its toughness is equal to that number plus 1." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [pt_from_count(card_types_in_graveyard, 1)]
