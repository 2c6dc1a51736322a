"""Cathartic Pyre — {1}{R} Instant.

"Choose one — / • Cathartic Pyre deals 3 damage to target creature or planeswalker. /
• Discard up to two cards, then draw that many cards."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((DealDamage(3, Target(0)),), (target(CREATURE_OR_PLANESWALKER),),
             "3 damage to a creature or planeswalker"),
        Mode((*discard_up_to(2), Draw(VarAmount("n_discarded"))), (),
             "discard up to two, draw that many"),
    )),
    continued(),
    continued(),
]
