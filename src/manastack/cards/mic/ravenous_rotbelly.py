"""Ravenous Rotbelly — {4}{B} Creature — Zombie Horror 4/5.

Oracle: "When Ravenous Rotbelly enters the battlefield, you may sacrifice up to three Zombies.
When you sacrifice one or more Zombies this way, each opponent sacrifices that many creatures."

The second ability is a reflexive triggered ability (CR 603.12): players may respond to it
(MIC-RN-037). As it resolves, the opponents choose in turn order, then all the chosen
creatures are sacrificed at once (CR 101.4, MIC-RN-038).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE_YOU_CONTROL = Filter(types=("Creature",), subtypes=("Zombie",), controller="you",
                            label="Zombie you control")

_EACH_OPPONENT_SACRIFICES = triggered(
    enters(), Sacrifice(EachOpponent(), CREATURE, amount=EventAmount()),
    text="When you sacrifice one or more Zombies this way, each opponent sacrifices that many "
         "creatures.")

ABILITIES = [
    triggered(enters(),
              ChooseObjects(ZOMBIE_YOU_CONTROL, "zombies", min=0, max=3,
                            prompt="Sacrifice up to three Zombies"),
              Tally((Sacrifice(what=Var("zombies")),), "sacrificed", cause="sacrifice"),
              ReflexiveTrigger(_EACH_OPPONENT_SACRIFICES,
                               that_many=VarAmount("sacrificed_count"))),
]
