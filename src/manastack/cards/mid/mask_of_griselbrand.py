"""Mask of Griselbrand — {1}{B}{B} Legendary Artifact — Equipment.

"Equipped creature has flying and lifelink. / Whenever equipped creature dies, you may pay X
life, where X is its power. If you do, draw X cards. / Equip {3}"

X is the creature's power as it last existed on the battlefield (MID-RN-095); exactly X life
or nothing (MID-RN-096), and only with at least X life (CR 119.4).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _last_power(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ev = frame.get("event")
    frame["x_power"] = max(0, ev.lki.power or 0) if ev is not None and ev.lki is not None \
        else 0


def _can_pay(g: Any, frame: Any) -> bool:
    return g.players[frame["controller"]].life >= int(frame.get("x_power") or 0)


X_POWER = VarAmount("x_power")

ABILITIES = [
    static(Modify(add_keywords=("Flying", "Lifelink")), "attached"),
    triggered(attached_dies(),
              Custom(_last_power, "its last power"),
              If(_can_pay, (May((LoseLife(X_POWER), Draw(X_POWER)),
                                prompt="Pay X life to draw X cards?"),))),
]
