"""Lord of the Forsaken — {4}{B}{B} Creature — Demon 6/6.

Oracle: "Flying, trample / {B}, Sacrifice another creature: Target player mills three cards. /
Pay 1 life: Add {C}. Spend this mana only to cast a spell from your graveyard."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{B}"),
                   sacrifice=Filter(types=("Creature",), other=True, controller="you",
                                    label="another creature")),
              Mill(3, who=Target(0)), targets=[TARGET_PLAYER]),
    mana_ability("Pay 1 life", "C", spend_only=SPELL_FROM_YOUR_GRAVEYARD),
]
