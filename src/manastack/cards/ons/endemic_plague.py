"""Endemic Plague — {3}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Destroy all
creatures that share a creature type with the sacrificed creature. They can't be regenerated."

The sacrificed creature's creature types are its last-known ones (CR 608.2h).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.creature_types import CREATURE_TYPES


def _sharing(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    lki = frame.get("sacrificed_lki")
    kinds = set(lki.subtypes) & CREATURE_TYPES if lki is not None else set()
    frame["plague"] = tuple(oid for oid in g.battlefield
                            if chars(g, oid).is_creature and set(chars(g, oid).subtypes) & kinds)


ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE_YOU_CONTROL)),
    spell(Custom(_sharing, "creatures sharing a type with the sacrificed one"),
          Destroy(Var("plague"), no_regen=True)),
]
