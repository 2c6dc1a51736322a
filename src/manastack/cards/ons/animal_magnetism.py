"""Animal Magnetism — {4}{G} Sorcery.

Oracle: "Reveal the top five cards of your library. An opponent chooses a creature card from
among them. Put that card onto the battlefield and the rest into your graveyard."

The five cards are revealed first (CR 701.20a): the opponent chooses knowing all of them.
"""

from manastack.dsl.prelude import *  # noqa: F403

THE_REST = TopOfLibrary(Sum((5, Times(NumberOf(Var("magnetism_pick")), -1))))

ABILITIES = [
    # "An opponent chooses": the controller picks which opponent (CR 801.5b's example).
    spell(Reveal(TopOfLibrary(5)), ChoosePlayer("magnetism_chooser"),
          ChooseObjects(card_in(Zone.LIBRARY, "Creature", custom=InTopOfLibrary(5),
                                label="creature card among the top five"),
                        "magnetism_pick", chooser=Var("magnetism_chooser"),
                        prompt="Choose the creature card to put onto the battlefield"),
          MoveTo(Var("magnetism_pick"), Zone.BATTLEFIELD),
          MoveTo(THE_REST, Zone.GRAVEYARD)),
]
