"""Sigarda's Splendor — {2}{W}{W} Enchantment.

"As Sigarda's Splendor enters the battlefield, note your life total. / At the beginning of
your upkeep, draw a card if your life total is greater than or equal to the last noted life
total for Sigarda's Splendor. Then note your life total. / Whenever you cast a white spell, you
gain 1 life."

The life total is noted again as the upkeep ability resolves, drawn or not (MID-RN-114).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _note_entering(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    frame["chosen_noted_life"] = g.players[frame["controller"]].life


def _at_least_noted(g: Any, frame: Any) -> bool:
    src = frame.get("source")
    if src not in g.objects:
        return False
    noted = g.objects[src].chosen.get("noted_life")
    return noted is not None and g.players[frame["controller"]].life >= noted


def _note_again(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    src = frame.get("source")
    if src in g.objects and g.objects[src].zone is Zone.BATTLEFIELD:
        g.mut(src).chosen["noted_life"] = g.players[frame["controller"]].life
        g.version += 1


ABILITIES = [
    as_enters(Custom(_note_entering, "note your life total"), notes=("noted_life",)),
    triggered(at_beginning_of(Step.UPKEEP), If(_at_least_noted, (Draw(1),)),
              Custom(_note_again, "note your life total")),
    triggered(cast(Filter(colors=("W",), label="white spell")), GainLife(1)),
]
