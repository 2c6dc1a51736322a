"""Curse of Surveillance — {4}{U} Enchantment — Aura Curse.

"Enchant player / At the beginning of enchanted player's upkeep, any number of target players
other than that player each draw cards equal to the number of Curses attached to that player."

The Curse's controller chooses the targets, wherever it is attached (MID-RN-076).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.as_transforms import enchanted_player_upkeep_test
from manastack.rules.characteristics import chars


def _curses_on_that_player(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    src = g.objects.get(frame.get("source"))
    who = src.attached_to if src is not None else None
    frame["curses"] = sum(1 for o in g.battlefield if who is not None
                          and g.objects[o].attached_to == who
                          and "Curse" in chars(g, o).subtypes)


ABILITIES = [
    triggered(Trigger("step_begin", step=Step.UPKEEP, test=enchanted_player_upkeep_test,
                      label="the beginning of enchanted player's upkeep"),
              Custom(_curses_on_that_player, "Curses attached to that player"),
              Draw(VarAmount("curses"), Target(0)),
              targets=[TargetSpec(players=PlayerFilter("not_active",
                                                       "player other than that player"),
                                  count=8, min=0,
                                  label="any number of target players other than that player")]),
]
