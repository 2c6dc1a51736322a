"""Sigarda, Heron's Grace — {3}{G}{W} Legendary Creature — Angel 4/5.

Oracle: "Flying / You and Humans you control have hexproof. / {2}, Exile a card from your
graveyard: Create a 1/1 white Human Soldier creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMAN_SOLDIER = TokenSpec(subtypes=("Human", "Soldier"), colors="W", power=1, toughness=1)

ABILITIES = [
    lines(rule("player_hexproof", "controller"),
          anthem(CREATURE_YOU_CONTROL.but(subtypes=("Human",), label="Humans you control"),
                 0, 0, "Hexproof")),
    activated(Cost(mana=ManaCost.parse("{2}"),
                   exile_from_graveyard=card_in(Zone.GRAVEYARD, label="a card")),
              CreateToken(HUMAN_SOLDIER)),
]
