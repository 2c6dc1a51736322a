"""Kaboom! — {4}{R} Sorcery.

Oracle: "Choose any number of target players or planeswalkers. For each of them, reveal
cards from the top of your library until you reveal a nonland card, Kaboom! deals damage
equal to that card's mana value to that player or planeswalker, then you put the revealed
cards on the bottom of your library in any order."

As it resolves, you choose one of the targets that are still legal, complete the whole process
for it, then choose the next among those left, and so on (the Gatherer ruling of 2018-10-05:
"you choose one of the target players or planeswalkers before revealing any cards, then
complete the spell's process for that player or planeswalker, and then repeat"; ONS-FAQ-163's
turn order is obsolete). You may target yourself (ONS-FAQ-162). If your library has only lands,
no damage is dealt (ONS-FAQ-161).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ForEachInChosenOrder(
              Target(0), "kaboom_target",
              (RevealUntil(Filter(not_types=("Land",), label="nonland card")),
               DealDamage(ManaValueOf(Var("revealed_card")), Var("kaboom_target")),
               BottomInAnyOrder(Var("revealed"))),
              prompt="Kaboom!: choose the next player or planeswalker"),
          targets=[TargetSpec(filter=PLANESWALKER, players=ANY_PLAYER, count=16, min=0,
                              label="players or planeswalkers")]),
]
