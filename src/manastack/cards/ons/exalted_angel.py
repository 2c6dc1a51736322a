"""Exalted Angel — {4}{W}{W} Creature — Angel 4/5.

Oracle: "Flying / Whenever Exalted Angel deals damage, you gain that much life. / Morph
{2}{W}{W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_damage(), GainLife(EventAmount())),
]
