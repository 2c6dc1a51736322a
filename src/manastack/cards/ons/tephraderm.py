"""Tephraderm — {4}{R} Creature — Beast 4/5.

Oracle: "Whenever a creature deals damage to Tephraderm, Tephraderm deals that much damage to
that creature. / Whenever a spell deals damage to Tephraderm, Tephraderm deals that much damage
to that spell's controller."

Any damage counts, not only combat damage, and the abilities trigger even if the damage is
lethal (they look back in time, CR 603.10a; ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(Trigger("damage", subject="self", test=DAMAGE_BY_A_CREATURE),
              DealDamage(DamageDealt(), DamageSource())),
    triggered(Trigger("damage", subject="self", test=DAMAGE_BY_A_SPELL),
              DealDamage(DamageDealt(), DamageSourceController())),
]
