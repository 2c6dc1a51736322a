"""Moorland Rescuer — {5}{W} Creature — Human Knight 4/4.

Oracle: "When Moorland Rescuer dies, return any number of other creature cards with total power
X or less from your graveyard to the battlefield, where X is Moorland Rescuer's power. Exile
Moorland Rescuer."

X is its power as it last existed on the battlefield (CR 603.10a, MIC-RN-050). The cards are
chosen as the ability resolves, and return even if Moorland Rescuer has left the graveyard by
then (MIC-RN-051); "exile Moorland Rescuer" only finds the card still in the graveyard
(CR 400.7).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(),
              ChooseObjects(card_in(Zone.GRAVEYARD, "Creature", label="other creature card"),
                            "returned", min=0, max=99, total_power_le=PowerOf(Self()),
                            exclude=Triggerer(),
                            prompt="Return other creature cards with total power X or less"),
              MoveTo(Var("returned"), Zone.BATTLEFIELD),
              MoveTo(Triggerer(), Zone.EXILE)),
]
