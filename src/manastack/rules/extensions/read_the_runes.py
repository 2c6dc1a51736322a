"""Read the Runes: what its card module (``manastack.cards.ons.read_the_runes``, with the Oracle
text and the rulings) can't say in the vocabulary, as the extension
``read_the_runes_discard_unless_sacrifice`` (CR 701.21a, 701.9a).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.choices import ask
from manastack.rules.effects import discard
from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch


@extension("read_the_runes_discard_unless_sacrifice")
def _start(g: Any, fid: int) -> None:
    """For each card drawn this way, discard a card unless you sacrifice a permanent: first the
    sacrifices, then the discards (CR 701.21a, 701.9a, ONS-FAQ-192..195)."""
    frame = g.frames[fid]
    push(g, "runes_sacrifice", fid, int(frame.get("drawn_count", 0)), ())


@handler("runes_sacrifice")
def _sacrifice(g: Any, fid: int, left: int, chosen: tuple[int, ...]) -> None:
    you = g.frames[fid]["controller"]
    # CR 702.26b: a phased-out permanent is treated as though it doesn't exist.
    mine = [o for o in g.battlefield if g.objects[o].controller == you and o not in chosen
            and not g.objects[o].phased_out]
    if left <= 0 or not mine:
        push(g, "runes_discard", fid, left)
        submit_batch(g, [Event("sacrifice", obj=o, player=you) for o in chosen])
        return
    push(g, "runes_sacrificed", fid, left, chosen)
    ask(g, you, "sacrifice", tuple(mine), fid, "runes_pick", optional=True,
        prompt=f"Sacrifice a permanent instead of discarding a card ({left} left)?")


@handler("runes_sacrificed")
def _sacrificed(g: Any, fid: int, left: int, chosen: tuple[int, ...]) -> None:
    pick = g.frames[fid].pop("runes_pick")
    if pick is None:
        push(g, "runes_sacrifice", fid, 0, chosen)
        g.frames[fid]["runes_left"] = left
        return
    push(g, "runes_sacrifice", fid, left - 1, chosen + (pick,))


@handler("runes_discard")
def _discard(g: Any, fid: int, left: int) -> None:
    frame = g.frames[fid]
    n = frame.pop("runes_left", left)
    you = frame["controller"]
    hand = list(g.players[you].hand)
    if n <= 0 or not hand:
        return
    if len(hand) <= n:
        for c in reversed(hand):
            discard(g, you, c)
        return
    push(g, "runes_discarded", fid, n)
    ask(g, you, "discard", tuple(hand), fid, "runes_card", prompt=f"Discard a card ({n} left)",
        left=n)


@handler("runes_discarded")
def _discarded(g: Any, fid: int, n: int) -> None:
    frame = g.frames[fid]
    card = frame.pop("runes_card")
    frame["runes_left"] = n - 1
    push(g, "runes_discard", fid, n - 1)
    discard(g, frame["controller"], card)

