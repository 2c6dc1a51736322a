"""Peer Pressure — {3}{U} Sorcery.

Oracle: "Choose a creature type. If you control more creatures of that type than each other
player, you gain control of all creatures of that type. (This effect lasts indefinitely.)"

The type is chosen as it resolves (CR 608.2d); the creatures are counted and the control
effect's set is fixed then (CR 611.2c).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import compute_all
from manastack.rules.instructions import push


def _take_them_if_you_have_the_most(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    kind = frame.get("creature_type")
    you = frame["controller"]
    allc = compute_all(g)
    ofkind = [x for x in g.battlefield if x in allc and not g.objects[x].phased_out
              and allc[x].is_creature and kind in allc[x].subtypes]
    count = {p: sum(1 for x in ofkind if allc[x].controller == p) for p in g.player_ids()}
    if all(count[you] > n for p, n in count.items() if p != you):
        frame["peer_pressured"] = tuple(ofkind)
        push(g, "effect", GainControl(Var("peer_pressured")), fid)


ABILITIES = [
    spell(ChooseCreatureType(), Custom(_take_them_if_you_have_the_most, "peer_pressure")),
]
