"""False Cure — {B}{B} Instant.

Oracle: "Until end of turn, whenever a player gains life, that player loses 2 life for each 1
life they gained."

A delayed triggered ability with a stated duration: it triggers each time a player gains life
this turn (CR 603.7b), once for each life-gain event.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _twice_the_gain(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ev = frame.get("event")
    frame["false_cure_loss"] = 2 * int(ev.amount) if ev is not None else 0


WHENEVER_GAINS = triggered(Trigger("life_gain", player="any", label="a player gains life"),
                           Custom(_twice_the_gain, "2 life for each 1 life gained"),
                           LoseLife(VarAmount("false_cure_loss"), TriggerPlayer()),
                           text="whenever a player gains life, that player loses 2 life for "
                                "each 1 life they gained")

ABILITIES = [
    spell(DelayedTrigger(WHENEVER_GAINS, this_turn=True, every_time=True)),
]
