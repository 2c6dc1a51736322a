"""Old Stickfingers — {X}{B}{G} Legendary Creature — Horror */*.

"When you cast this spell, reveal cards from the top of your library until you reveal X
creature cards. Put all creature cards revealed this way into your graveyard, then put the rest
on the bottom of your library in a random order. / Old Stickfingers's power and toughness are
each equal to the number of creature cards in your graveyard."

The cast trigger resolves first and uses the X chosen even if the spell is countered in
response (MID-RN-186).
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARDS = card_in(Zone.GRAVEYARD, "Creature", label="creature card in your graveyard")

ABILITIES = [
    triggered(Trigger("cast", subject="self"),
              Extension("old_stickfingers_reveal_until_x_creatures"), zone=Zone.STACK),
    static(Modify(set_power=CountOf(CREATURE_CARDS), set_toughness=CountOf(CREATURE_CARDS)),
           cda=True),
]

