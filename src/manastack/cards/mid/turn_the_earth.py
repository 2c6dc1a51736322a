"""Turn the Earth — {G} Instant.

"Choose up to three target cards in graveyards. The owners of those cards shuffle them into
their libraries. You gain 2 life. / Flashback {1}{G}"

Each library is shuffled once however many cards go into it (MID-RN-224).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.LIBRARY, shuffle=True), GainLife(2),
          targets=[target(card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard"),
                          count=3, min=0, label="up to three target cards in graveyards")]),
]
