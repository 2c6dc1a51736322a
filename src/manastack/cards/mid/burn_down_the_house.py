"""Burn Down the House — {3}{R}{R} Sorcery.

"Choose one — / • Burn Down the House deals 5 damage to each creature and each planeswalker.
/ • Create three 1/1 red Devil creature tokens with "When this creature dies, it deals 1
damage to any target." They gain haste until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

DEVIL = TokenSpec(subtypes=("Devil",), colors="R", power=1, toughness=1,
                  abilities=(triggered(dies(), DealDamage(1, Target(0)), targets=[ANY_TARGET]),),
                  text=("When this creature dies, it deals 1 damage to any target.",))


ABILITIES = [
    spell(modes=(
        Mode((DealDamage(5, All(CREATURE_OR_PLANESWALKER)),), (),
             "5 damage to each creature and each planeswalker"),
        Mode((Tally((CreateToken(DEVIL, 3),), "made", cause="token"),
              grant(Tallied("made"), "Haste")), (),
             "three Devils with haste"),
    )),
    continued(),
    continued(),
]
