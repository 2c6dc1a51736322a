"""Harsh Mercy — {2}{W} Sorcery.

Oracle: "Each player chooses a creature type. Destroy all creatures that aren't of a type
chosen this way. They can't be regenerated."

A creature with any chosen type survives (ONS-FAQ-095).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch


def _mark(g: Any, fid: int) -> None:
    g.frames[fid]["mercy_parent"] = fid
    g.frames[fid]["mercy_types"] = ()


def _collect(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    parent = g.frames[frame["mercy_parent"]]
    parent["mercy_types"] = tuple(parent["mercy_types"]) + (frame["mercy_type"],)


def _destroy(g: Any, fid: int) -> None:
    kinds = set(g.frames[fid]["mercy_types"])
    doomed = [o for o in g.battlefield if chars(g, o).is_creature
              and not kinds & set(chars(g, o).subtypes)]
    submit_batch(g, [Event("destroy", obj=o, data={"no_regen": True}) for o in doomed])


ABILITIES = [
    spell(Custom(_mark, "each player chooses"),
          ForEachPlayer((ChooseCreatureType("mercy_type"), Custom(_collect, "chosen")),
                        EachPlayer()),
          Custom(_destroy, "destroy the others")),
]
