"""Hungry for More — {B}{R} Sorcery.

"Create a 3/1 black and red Vampire creature token with trample, lifelink, and haste.
Sacrifice it at the beginning of the next end step. / Flashback {1}{B}{R}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

VAMPIRE = TokenSpec(subtypes=("Vampire",), colors="BR", power=3, toughness=1,
                    keywords=("Trample", "Lifelink", "Haste"))


def _created(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    frame["vampire"] = tuple(e.obj for e in frame.get("made", ()) if e.obj in g.objects)


_SACRIFICE_AT_END = triggered(at_beginning_of(Step.END, "each"), Sacrifice(what=Self()),
                              text="Sacrifice it at the beginning of the next end step.")

ABILITIES = [
    spell(Tally((CreateToken(VAMPIRE),), "made", cause="token"),
          Custom(_created, "the Vampire created"),
          DelayedTrigger(_SACRIFICE_AT_END, about=Var("vampire"))),
]
