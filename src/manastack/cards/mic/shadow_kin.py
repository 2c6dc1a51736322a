"""Shadow Kin — {3}{U} Creature — Shapeshifter 2/2.

Oracle: "Flash / At the beginning of your upkeep, each player mills three cards. You may exile
a creature card from among the cards milled this way. If you do, Shadow Kin becomes a copy of
that card, except it has this ability."

The exception is part of the copy's copiable values (CR 707.9b), so it keeps the ability
whatever it becomes a copy of next.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              Tally((Mill(3, EachPlayer()),), "milled", cause="mill"),
              ChooseObjects(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                    label="creature card milled this way"),
                            "kin", min=0, among=Var("milled_new"),
                            prompt="You may exile a creature card milled this way"),
              Tally((MoveTo(Var("kin"), Zone.EXILE),), "exiled", cause=None),
              BecomeCopyOf(Var("exiled_new"))),
]
