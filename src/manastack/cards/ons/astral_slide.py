"""Astral Slide — {2}{W} Enchantment.

Oracle: "Whenever a player cycles a card, you may exile target creature. If you do, return
that card to the battlefield under its owner's control at the beginning of the next end step."

The exiled card is a new object (CR 400.7); the delayed ability (CR 603.7) returns that card.
A token exiled this way ceases to exist (CR 704.5d) and doesn't return; a face-down creature
is turned face up as it is exiled and returns face up (CR 708.9, ONS FAQ). Cycled during an
end step, the card returns at the next turn's end step.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch
from manastack.rules.triggers import DelayedTriggerRecord


def _return(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.EXILE,
                           to_zone=Zone.BATTLEFIELD, player=g.objects[c].owner,
                           data={"controller": g.objects[c].owner})
                     for c in frame.get("remembered", ()) if c in g.objects
                     and g.objects[c].zone is Zone.EXILE])


RETURN = triggered(at_beginning_of(Step.END, "each"), Custom(_return, "return the card"))


def _remember_exiled(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    targets = frame["targets"][0] if frame["targets"] else ()
    exiled = tuple(ev.new_obj for ev in g.log
                   if ev.kind == "zone_change" and ev.obj in targets
                   and ev.to_zone is Zone.EXILE and ev.new_obj in g.objects)
    if not exiled:
        return
    n = g.extra.get("delayed_seq", 0) + 1
    g.extra["delayed_seq"] = n
    g.delayed.append(DelayedTriggerRecord(n, RETURN, frame["controller"], frame.get("source"),
                                          exiled))
    g.version += 1


ABILITIES = [
    triggered(cycled(player="any"), MoveTo(Target(0), Zone.EXILE),
              Custom(_remember_exiled, "remember the exiled card"),
              targets=[TARGET_CREATURE], optional=True),
]
