"""Riptide Shapeshifter — {3}{U}{U} Creature — Shapeshifter 3/3.

Oracle: "{2}{U}{U}, Sacrifice Riptide Shapeshifter: Choose a creature type. Reveal cards from
the top of your library until you reveal a creature card of that type. Put that card onto the
battlefield and shuffle the rest into your library."

The type is chosen as the ability resolves (CR 608.2d). With no such card, the whole library
is revealed and shuffled (CR 701.20a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{U}{U}, Sacrifice Riptide Shapeshifter", ChooseCreatureType(),
              RevealUntil(Filter(types=("Creature",), label="creature card"),
                          type_var="creature_type"),
              MoveTo(Var("revealed_card"), Zone.BATTLEFIELD),
              Shuffle()),
]
