"""Field of Ruin — Land.

"{T}: Add {C}. / {2}, {T}, Sacrifice Field of Ruin: Destroy target nonbasic land an opponent
controls. Each player searches their library for a basic land card, puts it onto the
battlefield, then shuffles."

With its target illegal the ability doesn't resolve and no one searches; with the target
legal but not destroyed, everyone still searches (MID-RN-190). The players search at once
(CR 701.23i, 101.4): each chooses in APNAP order, then the lands enter the battlefield at the
same time, then each shuffles.
"""

from manastack.dsl.prelude import *  # noqa: F403

BASIC_LAND = Filter(types=("Land",), supertypes=("Basic",), label="basic land card")

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{2}, {T}, Sacrifice Field of Ruin", Destroy(Target(0)),
              Search(BASIC_LAND, to=Zone.BATTLEFIELD, who=EachPlayer()),
              targets=[target(LAND.but(controller="opponent", not_supertypes=("Basic",)),
                              label="target nonbasic land an opponent controls")]),
]
