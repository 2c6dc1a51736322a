"""Elvish Pioneer — {G} Creature — Elf Druid 1/1.

Oracle: "When Elvish Pioneer enters the battlefield, you may put a basic land card from your
hand onto the battlefield tapped."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(),
              ChooseObjects(card_in(Zone.HAND, "Land", supertypes=("Basic",),
                                    label="basic land card in your hand"),
                            "pioneer_land", min=0, max=1,
                            prompt="Put a basic land card onto the battlefield tapped?"),
              MoveTo(Var("pioneer_land"), Zone.BATTLEFIELD, tapped=True)),
]
