"""Wrenn and Seven — {3}{G}{G} Legendary Planeswalker — Wrenn, loyalty 5.

"[+1]: Reveal the top four cards of your library. Put all land cards revealed this way into
your hand and the rest into your graveyard. / [0]: Put any number of land cards from your hand
onto the battlefield tapped. / [−3]: Create a green Treefolk creature token with reach and
"This creature's power and toughness are each equal to the number of lands you control." /
[−8]: Return all permanent cards from your graveyard to your hand. You get an emblem with "You
have no maximum hand size.""

Putting lands onto the battlefield is not playing them (CR 305.1): no land play is used.
"""

from manastack.dsl.prelude import *  # noqa: F403

TOP_FOUR = TopOfLibrary(4)

LAND_CARDS_IN_HAND = Filter(types=("Land",), zone=Zone.HAND, owner="you",
                            label="land card in your hand")
PERMANENT_CARDS = card_in(Zone.GRAVEYARD, "Artifact", "Creature", "Enchantment", "Land",
                          "Planeswalker", "Battle", label="permanent card in your graveyard")

ABILITIES = [
    activated(Cost(loyalty=1), Reveal(TOP_FOUR),
              SortRevealed(TOP_FOUR, LAND, to=Zone.HAND, rest_to=Zone.GRAVEYARD)),
    activated(Cost(loyalty=0),
              ChooseObjects(LAND_CARDS_IN_HAND, "lands", min=0, max=999,
                            prompt="Put a land card onto the battlefield tapped"),
              MoveTo(Var("lands"), Zone.BATTLEFIELD, tapped=True)),
    activated(Cost(loyalty=-3), CreateToken("Treefolk")),
    activated(Cost(loyalty=-8), MoveTo(All(PERMANENT_CARDS), Zone.HAND),
              get_emblem("Wrenn and Seven Emblem")),
]
