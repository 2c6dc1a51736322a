"""Jack-o'-Lantern — {1} Artifact.

Oracle: "{1}, {T}, Sacrifice Jack-o'-Lantern: Exile up to one target card from a graveyard.
Draw a card. / {1}, Exile Jack-o'-Lantern from your graveyard: Add one mana of any color."

The second ability is a mana ability (CR 605.1a) that functions only in its owner's graveyard
(CR 113.6m): it is activated without the stack, its {1} paid from the pool or by other mana
abilities activated as it is (CR 605.3a, 602.2b), and it can't be activated while
Jack-o'-Lantern is on the battlefield.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{1}"), tap=True, sacrifice_self=True),
              MoveTo(Target(0), Zone.EXILE), Draw(1),
              targets=[target(card_in(Zone.GRAVEYARD, controller=None,
                                      label="card in a graveyard"),
                              min=0, label="up to one target card from a graveyard")]),
    activated(Cost(mana=ManaCost.parse("{1}"), exile_self=True), zone=Zone.GRAVEYARD,
              mana=("any",)),
]
