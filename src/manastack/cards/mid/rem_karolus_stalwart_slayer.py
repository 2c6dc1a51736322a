"""Rem Karolus, Stalwart Slayer — {1}{R}{W} Legendary Creature — Human Knight 2/3.

"Flying, haste / If a spell would deal damage to you or another permanent you control, prevent
that damage. / If a spell would deal damage to an opponent or a permanent an opponent controls,
it deals that much damage plus 1 instead."

Only damage dealt by a spell on the stack is affected (MID-RN-065, MID-RN-066); the extra
damage is dealt by the spell (MID-RN-067).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    ReplacementAbility("damage", AllOf((DAMAGE_BY_A_SPELL, DamageTo("you", another=True))),
                       PreventIt(),
                       text="If a spell would deal damage to you or another permanent you "
                            "control, prevent that damage.", prevention=True),
    ReplacementAbility("damage", AllOf((DAMAGE_BY_A_SPELL, DamageTo("opponent"))),
                       ThatMuchPlus(1),
                       text="If a spell would deal damage to an opponent or a permanent an "
                            "opponent controls, it deals that much damage plus 1 instead."),
]

