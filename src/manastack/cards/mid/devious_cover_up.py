"""Devious Cover-Up — {2}{U}{U} Instant.

"Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard. You may shuffle up to four target cards from your graveyard into
your library."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(CounterSpell(Target(0), to=Zone.EXILE),
          May((MoveTo(Target(1), Zone.LIBRARY), Shuffle()),
              prompt="Shuffle the target cards into your library?"),
          targets=[TARGET_SPELL,
                   target(card_in(Zone.GRAVEYARD, label="card from your graveyard"),
                          count=4, min=0, label="up to four target cards from your graveyard")]),
]
