"""Unblinking Observer — {1}{U} Creature — Homunculus 2/1.

Oracle: "{T}: Add {U}. Spend this mana only to pay a disturb cost or cast an instant or sorcery
spell."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "U", spend_only=(DISTURB_COST, INSTANT_OR_SORCERY_SPELL)),
]
