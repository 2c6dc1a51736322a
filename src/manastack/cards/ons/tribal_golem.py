"""Tribal Golem — {6} Artifact Creature — Golem 4/4.

Oracle: "Tribal Golem has trample as long as you control a Beast, haste as long as you control
a Goblin, first strike as long as you control a Soldier, flying as long as you control a
Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie."

The conditions read the permanents' copiable creature types, as a static ability's condition
must not depend on the characteristics it helps compute.
"""

from typing import Any

from manastack.dsl.conditions import controller_of
from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import base_chars


class _YouControlA:
    """"As long as you control a [creature type]"."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __call__(self, g: Any, source: Any, *_: Any) -> bool:
        you = controller_of(g, source)
        return any(g.objects[o].controller == you and not g.objects[o].phased_out
                   and self.kind in base_chars(g.objects[o]).subtypes for o in g.battlefield)


def _has(keyword: str, kind: str) -> StaticAbility:
    return static(Modify(add_keywords=(keyword,)), condition=_YouControlA(kind))


ABILITIES = [
    lines(_has("Trample", "Beast"), _has("Haste", "Goblin"), _has("First strike", "Soldier"),
          _has("Flying", "Wizard"),
          static(Modify(abilities=(activated("{B}", Regenerate(),
                                             text="{B}: Regenerate Tribal Golem."),)),
                 condition=_YouControlA("Zombie"))),
]
