"""Dryad's Revival — {2}{G} Sorcery.

"Return target card from your graveyard to your hand. / Flashback {4}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.HAND),
          targets=[target(card_in(Zone.GRAVEYARD, label="card in your graveyard"))]),
]
