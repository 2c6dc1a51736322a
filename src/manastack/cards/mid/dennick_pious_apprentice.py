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
from manastack.rules.disturb import exile_instead_of_graveyard


def _creature_card_to_graveyard_first_time(g: Any, source: int, ev: Any) -> bool:
    """A creature card (as it is in the graveyard, MID-RN-098; never a token, MID-RN-099) was
    put into a graveyard, and this ability hasn't triggered yet this turn."""
    card = ev.new_obj
    if card is None or card not in g.objects or g.objects[card].is_token:
        return False
    if g.objects[card].zone is not Zone.GRAVEYARD or not chars(g, card).is_creature:
        return False
    key = ("triggered_once", source, "dennick")
    if g.turn_counts.get(key):
        return False
    g.turn_counts[key] = True
    return True


CREATURE_CARDS_TO_GRAVEYARDS = Trigger("zone_change", to_zone=Zone.GRAVEYARD,
                                       test=_creature_card_to_graveyard_first_time,
                                       label="one or more creature cards are put into "
                                             "graveyards (once each turn)")

FACES = [
    [rule("graveyard_cards_untargetable", "self")],
    [triggered(CREATURE_CARDS_TO_GRAVEYARDS, Investigate()), exile_instead_of_graveyard()],
]
