"""Mask of Griselbrand — {1}{B}{B} Legendary Artifact — Equipment.

"Equipped creature has flying and lifelink. / Whenever equipped creature dies, you may pay X
life, where X is its power. If you do, draw X cards. / Equip {3}"

X is the creature's power as it last existed on the battlefield (MID-RN-095); exactly X life
or nothing (MID-RN-096), and only with at least X life (CR 119.4).
"""

from manastack.dsl.prelude import *  # noqa: F403

X_POWER = LastKnownPower()

ABILITIES = [
    static(Modify(add_keywords=("Flying", "Lifelink")), "attached"),
    triggered(attached_dies(),
              If(at_least(LifeTotal(), X_POWER), (May((LoseLife(X_POWER), Draw(X_POWER)),
                                prompt="Pay X life to draw X cards?"),))),
]
