"""Dennick, Pious Apprentice // Dennick, Pious Apparition — {W}{U} Legendary Creature — Human
Soldier 2/3 // Legendary Creature — Spirit Soldier 3/2 (white and blue).

Oracle: Front: "Lifelink / Cards in graveyards can't be the targets of spells or abilities. /
Disturb {2}{W}{U}"
Back: "Flying / Whenever one or more creature cards are put into graveyards from anywhere,
investigate. This ability triggers only once each turn. / If Dennick, Pious Apparition would be
put into a graveyard from anywhere, exile it instead."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _creature_card_to_graveyard(g: Any, source: int, ev: Any) -> bool:
    """A creature card (as it is in the graveyard, MID-RN-098; never a token, MID-RN-099) was
    put into a graveyard."""
    card = ev.new_obj
    if card is None or card not in g.objects or g.objects[card].is_token:
        return False
    return g.objects[card].zone is Zone.GRAVEYARD and chars(g, card).is_creature


CREATURE_CARDS_TO_GRAVEYARDS = only_once_each_turn(Trigger(
    "zone_change", to_zone=Zone.GRAVEYARD, test=_creature_card_to_graveyard,
    label="one or more creature cards are put into graveyards"))

FACES = [
    [rule("graveyard_cards_untargetable", "self")],
    [triggered(CREATURE_CARDS_TO_GRAVEYARDS, Investigate()), exile_instead_of_graveyard()],
]
