"""Removing counters from among permanents as a cost (CR 601.2h, 122.1, 118.3).

"Remove X [kind] counters from among [permanents you control]" (Light Up the Night): the
player chooses the permanent each counter comes from, one counter at a time, and all of them
are removed together as the cost is paid. ``counters_among`` says how many such counters a
player could remove (the most X can be, CR 107.3).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.choices import IllegalChoiceError, ask
from manastack.rules.cost_parts import cost_candidates
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.state.game_state import GameState


def counters_among(g: GameState, player: int, among: tuple[str, Any], source: int | None,
                   taken: tuple[tuple[int, int], ...] = ()) -> int:
    """How many ``kind`` counters are on the permanents ``player`` controls that match the
    filter of ``among = (kind, filter)``, less those already set aside in ``taken``."""
    kind, f = among
    left = dict(taken)
    return sum(g.objects[c].counters.get(kind, 0) - left.get(c, 0)
               for c in cost_candidates(g, player, "counters", f, source))


@handler("remove_counters_among")
def _remove_counters_among(g: GameState, sid: int, among: tuple[str, Any], n: int,
                           taken: tuple[tuple[int, int], ...]) -> None:
    """"Remove X [kind] counters from among [permanents you control]" (CR 601.2h): the
    player picks a permanent for each counter in turn (no choice when only one permanent has
    counters left), then the counters leave each permanent at once."""
    o = g.objects[sid]
    kind, f = among
    src = o.source if o.stack.get("kind") != "spell" else sid
    left = dict(taken)
    if n <= 0:
        from manastack.rules.pipeline import submit_batch
        submit_batch(g, [Event("counters_removed", obj=c, amount=k, player=o.controller,
                               data={"counter": kind, "cost": True}) for c, k in taken])
        return
    cands = [c for c in cost_candidates(g, o.controller, "counters", f, src)
             if g.objects[c].counters.get(kind, 0) > left.get(c, 0)]
    if not cands:
        raise IllegalChoiceError(f"no {kind} counter left to remove", "no_counter_to_remove",
                                 counter=kind)
    if len(cands) == 1:
        left[cands[0]] = left.get(cands[0], 0) + 1
        push(g, "remove_counters_among", sid, among, n - 1, tuple(left.items()))
        return
    fid = g.new_frame()
    push(g, "remove_counter_chosen", sid, among, n, taken, fid)
    ask(g, o.controller, "cost_remove_counter", tuple(cands), fid, "choice",
        prompt=f"Choose a permanent to remove a {kind} counter from ({n} left)", source=sid)


@handler("remove_counter_chosen")
def _remove_counter_chosen(g: GameState, sid: int, among: tuple[str, Any], n: int,
                           taken: tuple[tuple[int, int], ...], fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    left = dict(taken)
    left[v] = left.get(v, 0) + 1
    push(g, "remove_counters_among", sid, among, n - 1, tuple(left.items()))
