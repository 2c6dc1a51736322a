"""Timberland Guide — {1}{G} Creature — Human Scout 1/1.

"When Timberland Guide enters the battlefield, put a +1/+1 counter on target creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(enters(), PutCounters(Target(0)), targets=[TARGET_CREATURE])]
