"""Shields that replace a player's next draw this turn (the Onslaught "Words" cycle).

"The next time you would draw a card this turn, [effects] instead" creates a one-use
replacement effect (CR 614.1a) on the controller's next draw. Each shield replaces one draw;
when several apply to the same draw, the player chooses which one applies (CR 616.1), and the
others wait for a later draw. The effects run with the values of the ability that made the
shield: its targets were checked as that ability resolved and aren't checked again (CR 608.2b
applies to the ability, not to the later replacement).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.events import Event
from manastack.rules.instructions import push_all
from manastack.rules.one_shot import effect
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.state.game_state import GameState


@effect(E.ReplaceNextDraw)
def _replace_next_draw(g: GameState, e: E.ReplaceNextDraw, fid: int,
                       frame: dict[str, Any]) -> None:
    keep = {k: v for k, v in frame.items() if k not in ("stack_id",)}
    add_shield(g, Shield(new_shield_id(g), "draw", _applies, _replace, frame["controller"],
                         frame.get("source"), (e.effects, keep, g.turn), uses=1, until="eot"))


def _applies(g: GameState, sh: Shield, ev: Event) -> bool:
    return ev.player == sh.controller and g.turn == sh.data[2]


def _replace(g: GameState, sh: Shield, ev: Event) -> None:
    effects, values, _ = sh.data
    g.log.append(Event("draw_replaced", player=ev.player, source=sh.source))
    fid = g.new_frame()
    g.frames[fid] = dict(values)
    push_all(g, [*(("effect", x, fid) for x in effects), ("drop_frame", fid)])
    return None
