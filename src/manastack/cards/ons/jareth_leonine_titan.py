"""Jareth, Leonine Titan — {3}{W}{W}{W} Legendary Creature — Cat Giant 4/7.

Oracle: "Whenever Jareth, Leonine Titan blocks, it gets +7/+7 until end of turn. / {W}: Jareth
gains protection from the color of your choice until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(blocks(), pump(Self(), 7, 7)),
    activated("{W}", *protection_from_chosen_color(Self())),
]
