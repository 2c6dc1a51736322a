"""Spy Network — {U} Instant.

Oracle: "Look at target player's hand, the top card of that player's library, and any
face-down creatures they control. Look at the top four cards of your library, then put them
back in any order."

Only you look at these cards; you can't show them to others (ONS-FAQ-153).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event


def _look(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ts = frame["targets"]
    if not ts or not ts[0]:
        return
    p, you = ts[0][0], frame["controller"]
    lib = g.players[p].library
    g.log.append(Event("look_at_hand", player=p, data={
        "by": you, "cards": tuple(g.players[p].hand), "top": tuple(lib[:1])}))
    frame["spied"] = tuple(o for o in g.battlefield if g.objects[o].face_down
                           and g.objects[o].controller == p)


ABILITIES = [
    spell(Custom(_look, "look at the hand and the top card"), LookAtFaceDown(Var("spied")),
          ReorderTop(4), targets=[TARGET_PLAYER]),
]
