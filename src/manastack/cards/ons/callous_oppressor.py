"""Callous Oppressor — {1}{U}{U} Creature — Cephalid 1/2.

Oracle: "You may choose not to untap Callous Oppressor during your untap step. / As Callous
Oppressor enters the battlefield, an opponent chooses a creature type. / {T}: Gain control of
target creature that isn't of the chosen type for as long as Callous Oppressor remains
tapped."

The chosen type limits only the target: if the creature later becomes that type, the control
effect goes on (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _not_chosen_type(g: Any, oid: int, you: int, source: Any) -> bool:
    src = g.objects.get(source) if source is not None else None
    t = src.chosen.get("creature_type") if src is not None else None
    return t is None or t not in chars(g, oid).subtypes


ABILITIES = [
    rule("may_not_untap"),
    as_enters(ChooseCreatureType(chooser=EachOpponent())),
    activated("{T}", GainControl(Target(0), duration="source_tapped"),
              targets=[target(CREATURE.but(custom=_not_chosen_type,
                                           label="creature that isn't of the chosen type"))]),
]
