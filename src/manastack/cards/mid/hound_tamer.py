"""Hound Tamer // Untamed Pup — {2}{G} Creature — Human Werewolf 3/3 //
Creature — Werewolf 4/4 (green).

Oracle: Front: "Trample / {3}{G}: Put a +1/+1 counter on target creature. / Daybound"
Back: "Trample / Other Wolves and Werewolves you control have trample. / {3}{G}: Put a +1/+1
counter on target creature. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_WOLVES_AND_WEREWOLVES = Filter(types=("Creature",), subtypes=("Wolf", "Werewolf"),
                                     controller="you", other=True,
                                     label="other Wolves and Werewolves you control")

COUNTER = activated("{3}{G}", PutCounters(Target(0)), targets=[TARGET_CREATURE])

FACES = [
    [COUNTER],
    [static(Modify(add_keywords=("Trample",)), affects=OTHER_WOLVES_AND_WEREWOLVES), COUNTER],
]
