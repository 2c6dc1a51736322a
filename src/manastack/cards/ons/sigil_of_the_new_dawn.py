"""Sigil of the New Dawn — {3}{W} Enchantment.

Oracle: "Whenever a creature is put into your graveyard from the battlefield, you may pay
{1}{W}. If you do, return that card to your hand."

"Your graveyard": creatures you own, whoever controlled them (CR 404.2). The card is returned
only if it is still in the graveyard as the ability resolves (CR 400.7).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE.but(owner="you", label="creature you own")),
              MayPay("{1}{W}", (MoveTo(Triggerer(), Zone.HAND),))),
]
