"""Custody Battle: what its card module (``manastack.cards.ons.custody_battle``, with the Oracle
text and the rulings) can't say in the vocabulary, as the extension
``custody_battle_control_unless_sacrifice_land`` (CR 118.12a, 613.1b).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Modify
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.effects import add_effect, on_battlefield
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push


@extension("custody_battle_control_unless_sacrifice_land")
def _unless(g: Any, fid: int) -> None:
    """Target opponent gains control of this creature unless you sacrifice a land (CR 118.12a,
    613.1b: a control-changing effect that lasts indefinitely)."""
    frame = g.frames[fid]
    you = frame["controller"]
    # CR 702.26b: a phased-out land is treated as though it doesn't exist; it can't be
    # sacrificed.
    lands = tuple(o for o in g.battlefield if chars(g, o).controller == you
                  and "Land" in chars(g, o).types and not g.objects[o].phased_out)
    push(g, "custody_answer", fid)
    if not lands:
        frame["custody_land"] = None
        return
    ask(g, you, "sacrifice", lands, fid, "custody_land", optional=True,
        prompt="Sacrifice a land to keep this creature?")


@handler("custody_answer")
def _answer(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    land = frame.pop("custody_land", None)
    if land is not None:
        submit(g, Event("sacrifice", obj=land, player=frame["controller"]))
        return
    ts = frame["targets"]
    me = on_battlefield(g, [frame["source"]]) if frame.get("source") in g.objects else []
    if ts and ts[0] and me:
        add_effect(g, Modify(controller=ts[0][0]), frame["controller"], frame["source"],
                   frozenset(me), None, "forever")

