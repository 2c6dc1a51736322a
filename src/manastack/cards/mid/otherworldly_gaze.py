"""Otherworldly Gaze — {U} Instant.

"Look at the top three cards of your library. Put any number of them into your graveyard and
the rest back on top of your library in any order. / Flashback {1}{U}"

This is not surveil (CR 701.25): abilities that trigger on surveilling don't see it.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseObjects(Filter(zone=Zone.LIBRARY, owner="you", custom=InTopOfLibrary(3),
                               label="card among the top three of your library"),
                        "gaze_away", min=0, max=3,
                        prompt="Put any number of these into your graveyard"),
          MoveTo(Var("gaze_away"), Zone.GRAVEYARD),
          # the rest: as many of the top three as are left (all of a smaller library)
          ReorderTop(Sum((3, Times(NumberOf(Var("gaze_away")), -1))))),
]
