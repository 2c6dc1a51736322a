"""Stag Beetle — {3}{G}{G} Creature — Insect 0/0.

Oracle: "Stag Beetle enters the battlefield with X +1/+1 counters on it, where X is the number
of other creatures on the battlefield."

A replacement effect (CR 614.1c): X is counted once, as Stag Beetle enters; creatures entering
at the same time aren't on the battlefield yet and aren't counted (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [enters_with_counters("+1/+1", CountOf(CREATURE), text="enters with X +1/+1 counters")]
