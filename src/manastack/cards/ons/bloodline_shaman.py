"""Bloodline Shaman — {1}{G} Creature — Elf Wizard Shaman 1/1.

Oracle: "{T}: Choose a creature type. Reveal the top card of your library. If that card is a
creature card of the chosen type, put it into your hand. Otherwise, put it into your
graveyard."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _reveal_top(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    library = g.players[frame["controller"]].library
    frame["to_hand"], frame["to_graveyard"] = (), ()
    if not library:
        return
    top = library[0]
    c = chars(g, top)
    if c.is_creature and frame.get("creature_type") in c.subtypes:
        frame["to_hand"] = (top,)
    else:
        frame["to_graveyard"] = (top,)


ABILITIES = [
    activated("{T}", ChooseCreatureType(), Custom(_reveal_top, "reveal the top card"),
              MoveTo(Var("to_hand"), Zone.HAND), MoveTo(Var("to_graveyard"), Zone.GRAVEYARD)),
]
