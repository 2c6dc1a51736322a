"""Erratic Explosion — {2}{R} Sorcery.

Oracle: "Choose any target. Reveal cards from the top of your library until you reveal a
nonland card. Erratic Explosion deals damage equal to that card's mana value to that permanent
or player. Put the revealed cards on the bottom of your library in any order."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(RevealUntil(Filter(not_types=("Land",), label="nonland card")),
          DealDamage(ManaValueOf(Var("revealed_card")), Target(0)),
          BottomInAnyOrder(Var("revealed")),
          targets=[ANY_TARGET]),
]
