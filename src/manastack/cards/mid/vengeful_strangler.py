"""Vengeful Strangler // Strangling Grasp — {1}{B} Creature — Human Rogue 2/1 //
Enchantment — Aura (black).

Oracle: Front: "Vengeful Strangler can't block. / When Vengeful Strangler dies, return it to
the battlefield transformed under your control attached to target creature or planeswalker an
opponent controls."
Back: "Enchant creature or planeswalker an opponent controls / At the beginning of your upkeep,
enchanted permanent's controller sacrifices a nonland permanent, then that player loses 1 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

OPP_CREATURE_OR_PLANESWALKER = CREATURE_OR_PLANESWALKER.but(
    controller="opponent", label="target creature or planeswalker an opponent controls")

FACES = [
    [rule("cant_block"),
     triggered(dies(), ReturnTransformed(Triggerer(), attached_to=Target(0)),
               targets=[target(OPP_CREATURE_OR_PLANESWALKER)])],
    [triggered(at_beginning_of(Step.UPKEEP),
               Remember(ControllerOf(Attached()), "victim"),
               Sacrifice(Var("victim"), NONLAND_PERMANENT), LoseLife(1, Var("victim")))],
]
