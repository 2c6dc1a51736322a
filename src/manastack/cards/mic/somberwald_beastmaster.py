"""Somberwald Beastmaster — {6}{G} Creature — Human Ranger 1/1.

Oracle: "When Somberwald Beastmaster enters the battlefield, create a 2/2 green Wolf creature
token, a 3/3 green Beast creature token, and a 4/4 green Beast creature token. / Creature tokens
you control have deathtouch."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(),
              CreateToken(TokenSpec(subtypes=("Wolf",), colors="G", power=2, toughness=2)),
              CreateToken(TokenSpec(subtypes=("Beast",), colors="G", power=3, toughness=3)),
              CreateToken(TokenSpec(subtypes=("Beast",), colors="G", power=4, toughness=4))),
    anthem(CREATURE_YOU_CONTROL.but(token=True, label="creature token you control"), 0, 0,
           "Deathtouch"),
]
