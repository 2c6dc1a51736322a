"""Looking at hidden cards: face-down permanents (CR 708.5) and a player's hand.

Looking is private: only the player who looks learns the cards (ONS-FAQ-151, ONS-FAQ-153).
A face-down permanent looked at stays known to that player while it remains that object
(a ``looked:<player>`` flag, which ``face_down.may_look`` reads); a look at a hand
is recorded in the log with the cards seen only in the entry's data, which views don't show.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.effects import effect, objs
from manastack.rules.events import Event
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.LookAtFaceDown)
def _look_face_down(g: GameState, e: E.LookAtFaceDown, fid: int, frame: dict[str, Any]) -> None:
    you = frame["controller"]
    for o in objs(g, e.what, frame):
        obj = g.objects[o]
        flag = f"looked:{you}"
        if obj.zone is Zone.BATTLEFIELD and obj.face_down and flag not in obj.flags:
            m = g.mut(o)
            m.flags = obj.flags | {flag}
            g.version += 1
        g.log.append(Event("look", obj=o, player=you))
