"""Turn the Earth — {G} Instant.

"Choose up to three target cards in graveyards. The owners of those cards shuffle them into
their libraries. You gain 2 life. / Flashback {1}{G}"

Each library is shuffled once however many cards go into it (MID-RN-224).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _note_owners(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ts = frame["targets"]
    owners = sorted({g.objects[t].owner for t in (ts[0] if ts else ()) if t in g.objects})
    frame["owners"] = tuple(owners)


ABILITIES = [
    spell(Custom(_note_owners, "note owners"), MoveTo(Target(0), Zone.LIBRARY),
          Shuffle(Var("owners")), GainLife(2),
          targets=[target(card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard"),
                          count=3, min=0, label="up to three target cards in graveyards")]),
]
