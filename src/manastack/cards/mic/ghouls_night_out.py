"""Ghouls' Night Out — {3}{B}{B} Sorcery.

Oracle: "For each player, choose a creature card in that player's graveyard. Put those cards
onto the battlefield under your control. They're black Zombies in addition to their other colors
and types and they gain decayed."

The cards enter at the same time (MIC-RN-013); one that isn't a creature on the battlefield
can't be a Zombie (CR 205.3d) but gains decayed (MIC-RN-014). They "are" black Zombies as they
enter (CR 611.2e), and gain decayed once there.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseObjects(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                label="creature card in a graveyard"),
                        "chosen", min=ANY_NUMBER, max=ANY_NUMBER, different="owner",
                        prompt="For each player, choose a creature card in their graveyard"),
          Tally((MoveTo(Var("chosen"), Zone.BATTLEFIELD, under=You(),
                        entering=Modify(add_colors=("B",), add_subtypes=("Zombie",))),),
                "entered", cause=None),
          ApplyContinuous(Var("entered_new"), Modify(add_keywords=("Decayed",)),
                          duration="forever")),
]
