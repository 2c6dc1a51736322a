"""Kamahl's Summons — {3}{G} Sorcery.

Oracle: "Each player may reveal any number of creature cards from their hand. Then each player
creates a 2/2 green Bear creature token for each card they revealed this way."

The players choose in APNAP order (CR 101.4), each seeing the earlier choices; the cards stay
in their hands. Then every player's Bears are created at the same time.
"""

from manastack.dsl.prelude import *  # noqa: F403

BEAR = TokenSpec(subtypes=("Bear",), colors="G", power=2, toughness=2)

CREATURE_CARDS_IN_HAND = card_in(Zone.HAND, "Creature", label="creature card in your hand")

ABILITIES = [
    spell(ForEachPlayer((ChooseObjects(CREATURE_CARDS_IN_HAND, "summons_cards", min=0, max=1000,
                                       prompt="Reveal any number of creature cards"),
                         Reveal(Var("summons_cards")), Collect("summons_cards", "revealed")),
                        EachPlayer()),
          CreateTokensPerOwner(BEAR, Var("revealed"))),
]
