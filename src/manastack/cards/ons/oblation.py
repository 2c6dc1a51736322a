"""Oblation — {2}{W} Instant.

Oracle: "The owner of target nonland permanent shuffles it into their library, then draws
two cards."

A token shuffled into a library ceases to exist (CR 111.8, 704.5d) and can't be drawn; its
owner still shuffles and draws two cards (ONS-FAQ-179).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _drop_tokens(g: Any, fid: int) -> None:
    """The moved token can't change zones again: it is gone before the draw."""
    me = g.frames[fid]["controller"]
    lib = g.players[me].library
    tokens = [c for c in lib if g.objects[c].is_token]
    for t in tokens:
        lib.remove(t)
        del g.objects[t]
        g._owned.discard(t)
    if tokens:
        g.version += 1


ABILITIES = [
    spell(ForEachPlayer((MoveTo(Target(0), Zone.LIBRARY), Custom(_drop_tokens, "token"),
                         Shuffle(), Draw(2)), OwnerOf(Target(0))),
          targets=[target(NONLAND_PERMANENT)]),
]
