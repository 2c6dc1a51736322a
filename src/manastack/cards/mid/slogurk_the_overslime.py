"""Slogurk, the Overslime — {1}{G}{U} Legendary Creature — Ooze 3/3.

"Trample / Whenever a land card is put into your graveyard from anywhere, put a +1/+1 counter
on Slogurk, the Overslime. / Remove three +1/+1 counters from Slogurk: Return it to its
owner's hand. / When Slogurk leaves the battlefield, return up to three target land cards from
your graveyard to your hand."

"Your graveyard" is the graveyard of the ability's controller; a token is not a card
(CR 111.1, 108.2), so a land token never counts.
"""

from manastack.dsl.prelude import *  # noqa: F403

LAND_CARD_INTO_YOUR_GRAVEYARD = Trigger("zone_change", to_zone=Zone.GRAVEYARD,
                                        test=MovedCardIs(Filter(types=("Land",), owner="you",
                                                           token=False)),
                                        label="a land card is put into your graveyard")

ABILITIES = [
    triggered(LAND_CARD_INTO_YOUR_GRAVEYARD, PutCounters(Self())),
    activated(Cost(remove_counters=("+1/+1", 3)), MoveTo(Self(), Zone.HAND)),
    triggered(leaves(), MoveTo(Target(0), Zone.HAND),
              targets=[target(card_in(Zone.GRAVEYARD, "Land", label="land card"), count=3,
                              min=0, label="up to three target land cards from your graveyard")]),
]
