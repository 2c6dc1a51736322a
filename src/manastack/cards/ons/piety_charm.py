"""Piety Charm — {W} Instant.

Oracle: "Choose one — / • Destroy target Aura attached to a creature. / • Target Soldier
creature gets +2/+2 until end of turn. / • Creatures you control gain vigilance until end of
turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _attached_to_a_creature(g: Any, oid: int, you: int, source: Any) -> bool:
    host = g.objects[oid].attached_to
    return host is not None and host in g.objects and chars(g, host).is_creature


AURA_ON_A_CREATURE = target(Filter(subtypes=("Aura",), custom=_attached_to_a_creature,
                                   label="Aura attached to a creature"))

ABILITIES = [
    spell(modes=(
        Mode((Destroy(Target(0)),), (AURA_ON_A_CREATURE,), "destroy an Aura"),
        Mode((pump(Target(0), 2, 2),),
             (target(CREATURE.but(subtypes=("Soldier",), label="Soldier creature")),),
             "+2/+2 to a Soldier"),
        Mode((grant(All(CREATURE_YOU_CONTROL), "Vigilance"),), (), "vigilance"),
    )),
    continued(),
    continued(),
    continued(),
]
