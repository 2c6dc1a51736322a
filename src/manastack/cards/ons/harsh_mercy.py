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


def _destroy(g: Any, fid: int) -> None:
    kinds = set(g.frames[fid]["mercy_types"])
    doomed = [o for o in g.battlefield if chars(g, o).is_creature
              and not kinds & set(chars(g, o).subtypes)]
    submit_batch(g, [Event("destroy", obj=o, data={"no_regen": True}) for o in doomed])


ABILITIES = [
    spell(ForEachPlayer((ChooseCreatureType("mercy_type"), Collect("mercy_type", "mercy_types")),
                        EachPlayer()),
          Custom(_destroy, "destroy the others")),
]
