"""Prowling Pangolin: what its card module (``manastack.cards.ons.prowling_pangolin``, with the
Oracle text and the rulings) can't say in the vocabulary, as the extension
``prowling_pangolin_any_player_sacrifices_two`` (CR 101.4, 701.21a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import CREATURE, Sacrifice
from manastack.rules.choices import ask
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push, push_all


def _creatures_of(g: Any, p: int) -> int:
    from manastack.rules.characteristics import compute_all
    allc = compute_all(g)
    return sum(1 for oid in g.battlefield if oid in allc and allc[oid].is_creature
               and allc[oid].controller == p and not g.objects[oid].phased_out)


@extension("prowling_pangolin_any_player_sacrifices_two")
def _offer(g: Any, fid: int) -> None:
    """Each player in turn order (CR 101.4) may sacrifice two creatures (CR 701.21a), until one
    does; a player controlling fewer than two creatures can't."""
    n = len(g.player_ids())
    order = [(g.active + i) % n for i in range(n)]
    g.frames[fid]["pangolin_order"] = tuple(p for p in order if g.players[p].in_game)
    push(g, "prowling_pangolin_next", fid)


@handler("prowling_pangolin_next")
def _next(g: Any, fid: int) -> None:
    frame = g.frames.get(fid)
    if frame is None:
        return
    order = frame.get("pangolin_order", ())
    while order:
        p, order = order[0], order[1:]
        frame["pangolin_order"] = order
        if _creatures_of(g, p) >= 2:
            push(g, "prowling_pangolin_answer", fid, p)
            ask(g, p, "may", (True, False), fid, "pangolin_yes",
                prompt="Sacrifice two creatures? If you do, Prowling Pangolin is sacrificed",
                source=frame.get("source"))
            return


@handler("prowling_pangolin_answer")
def _answer(g: Any, fid: int, p: int) -> None:
    frame = g.frames[fid]
    if not frame.pop("pangolin_yes", False):
        push(g, "prowling_pangolin_next", fid)
        return
    frame["pangolin_paid"] = True
    sub = dict(frame)
    sub["controller"] = p
    sfid = g.new_frame()
    g.frames[sfid] = sub
    push_all(g, [("effect", Sacrifice(filter=CREATURE, amount=2), sfid),
                 ("drop_frame", sfid)])


