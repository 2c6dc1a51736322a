"""Dennick, Pious Apprentice // Dennick, Pious Apparition — {W}{U} Legendary Creature — Human
Soldier 2/3 // Legendary Creature — Spirit Soldier 3/2 (white and blue).

Oracle: Front: "Lifelink / Cards in graveyards can't be the targets of spells or abilities. /
Disturb {2}{W}{U}"
Back: "Flying / Whenever one or more creature cards are put into graveyards from anywhere,
investigate. This ability triggers only once each turn. / If Dennick, Pious Apparition would be
put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARDS_TO_GRAVEYARDS = only_once_each_turn(Trigger(
    "zone_change", to_zone=Zone.GRAVEYARD, test=MovedCardIs(CREATURE.but(token=False)),
    label="one or more creature cards are put into graveyards"))

FACES = [
    [rule("graveyard_cards_untargetable", "self")],
    [triggered(CREATURE_CARDS_TO_GRAVEYARDS, Investigate()), exile_instead_of_graveyard()],
]
