"""Entrails Feaster — {B} Creature — Zombie Cat 1/1.

Oracle: "At the beginning of your upkeep, you may exile a creature card from a graveyard. If you
do, put a +1/+1 counter on Entrails Feaster. If you don't, tap Entrails Feaster."

The card is chosen on resolution, not targeted (CR 115.10).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP),
              ChooseObjects(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                    label="creature card in a graveyard"),
                            "feast", min=0, max=1,
                            prompt="Exile a creature card from a graveyard?"),
              If(VarIs("feast"), (MoveTo(Var("feast"), Zone.EXILE), PutCounters(Self())),
                 (TapEffect(Self()),))),
]
