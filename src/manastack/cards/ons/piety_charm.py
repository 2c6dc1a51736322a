"""Piety Charm — {W} Instant.

Oracle: "Choose one — / • Destroy target Aura attached to a creature. / • Target Soldier
creature gets +2/+2 until end of turn. / • Creatures you control gain vigilance until end of
turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

AURA_ON_A_CREATURE = target(Filter(subtypes=("Aura",), custom=AttachedTo(CREATURE),
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
