"""Words of Wind — {2}{U} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, each player returns a permanent
they control to its owner's hand instead."

Each player in turn order chooses a permanent they control; the chosen permanents return at
the same time.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

_MINE = PERMANENT.but(controller="you", label="permanent you control")


def _mark(g: Any, fid: int) -> None:
    g.frames[fid]["wind_parent"] = fid
    g.frames[fid]["wind_all"] = ()


def _collect(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    parent = g.frames[frame["wind_parent"]]
    parent["wind_all"] = tuple(parent["wind_all"]) + tuple(frame.get("wind_pick", ()))


ABILITIES = [
    activated("{1}", ReplaceNextDraw((
        Custom(_mark, "each player chooses"),
        ForEachPlayer((ChooseObjects(_MINE, "wind_pick",
                                     prompt="Choose a permanent to return to its owner's hand"),
                       Custom(_collect, "remember the choice")),
                      EachPlayer()),
        MoveTo(Var("wind_all"), Zone.HAND),
    ))),
]
