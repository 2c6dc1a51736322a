"""Walking Desecration — {2}{B} Creature — Zombie 1/1.

Oracle: "{B}, {T}: Creatures of the creature type of your choice attack this turn if able."

The type is chosen as the ability resolves; the creatures of that type then are the ones
affected (CR 611.2c), whoever controls them.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _of_chosen_type(g: Any, fid: int) -> None:
    from manastack.rules.characteristics import chars
    frame = g.frames[fid]
    kind = frame.get("creature_type")
    frame["desecrated"] = tuple(oid for oid in g.battlefield
                                if chars(g, oid).is_creature and kind in chars(g, oid).subtypes)


ABILITIES = [
    activated("{B}, {T}", ChooseCreatureType(), Custom(_of_chosen_type, "creatures of that type"),
              restrict(Var("desecrated"), "must_attack")),
]
