"""Path to the Festival — {2}{G} Sorcery.

"Search your library for a basic land card, put that card onto the battlefield tapped, then
shuffle. Then if there are three or more basic land types among lands you control, scry 1. /
Flashback {4}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


ABILITIES = [
    spell(Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                 to=Zone.BATTLEFIELD, tapped=True, reveal=False),
          If(at_least(SubtypesAmong(LAND.but(controller="you"), BASIC_TYPES), 3), (Scry(1),))),
]
