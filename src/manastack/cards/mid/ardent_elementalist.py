"""Ardent Elementalist — {3}{R} Creature — Human Shaman 2/1.

"When Ardent Elementalist enters the battlefield, return target instant or sorcery card from
your graveyard to your hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), MoveTo(Target(0), Zone.HAND),
              targets=[target(card_in(Zone.GRAVEYARD, "Instant", "Sorcery",
                                      label="instant or sorcery card"))]),
]
