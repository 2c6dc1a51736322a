"""Dire-Strain Rampage — {1}{R}{G} Sorcery.

"Destroy target artifact, enchantment, or land. If a land was destroyed this way, its
controller may search their library for up to two basic land cards, put them onto the
battlefield tapped, then shuffle. Otherwise, its controller may search their library for a
basic land card, put it onto the battlefield tapped, then shuffle. / Flashback {3}{R}{G}"

A legal target that wasn't destroyed (indestructible) still lets its controller search for
one basic land (MID-RN-094).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

BASIC_LAND = Filter(types=("Land",), supertypes=("Basic",), label="a basic land card")


def _land_destroyed(g: Any, frame: Any) -> bool:
    ts = frame["targets"][0] if frame["targets"] else ()
    for t in ts:
        lki = frame.get(("lki", t))
        gone = t not in g.objects or g.objects[t].zone is not Zone.BATTLEFIELD
        if gone and lki is not None and "Land" in lki.types:
            return True
    return False


SEARCHER = ControllerOf(Target(0))

ABILITIES = [
    spell(Destroy(Target(0)),
          If(_land_destroyed,
             (Search(BASIC_LAND, to=Zone.BATTLEFIELD, amount=2, tapped=True, who=SEARCHER),),
             (Search(BASIC_LAND, to=Zone.BATTLEFIELD, tapped=True, who=SEARCHER),)),
          targets=[target(Filter(types=("Artifact", "Enchantment", "Land"),
                                 label="artifact, enchantment, or land"))]),
]
