"""Enduring Scalelord — {4}{G}{W} Creature — Dragon 4/4.

Oracle: "Flying / Whenever one or more +1/+1 counters are put on another creature you control,
you may put a +1/+1 counter on Enduring Scalelord."

A creature entering with +1/+1 counters had them put on it (CR 122.6, MIC-OR-0242); counters
put on several creatures at once trigger it once for each (MIC-OR-0243).
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_CREATURE_YOU_CONTROL = CREATURE_YOU_CONTROL.but(other=True,
                                                       label="another creature you control")

ABILITIES = [
    lines(
        triggered(Trigger("counters_added", subject=ANOTHER_CREATURE_YOU_CONTROL,
                          test=EventData("counter", "+1/+1"),
                          label="+1/+1 counters are put on another creature you control"),
                  PutCounters(Self()), optional=True),
        triggered(Trigger("zone_change", subject=ANOTHER_CREATURE_YOU_CONTROL,
                          to_zone=Zone.BATTLEFIELD, test=EntersWithCounters("+1/+1"),
                          label="another creature you control enters with +1/+1 counters"),
                  PutCounters(Self()), optional=True),
    ),
]
