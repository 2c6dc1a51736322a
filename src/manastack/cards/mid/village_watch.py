"""Village Watch // Village Reavers — {4}{R} Creature — Human Werewolf 4/3 //
Creature — Werewolf 5/4 (red).

Oracle: Front: "Haste / Daybound"
Back: "Wolves and Werewolves you control have haste. / Nightbound"

The back face has no haste of its own: it has haste while it is a Werewolf you control.
"""

from manastack.dsl.prelude import *  # noqa: F403

WOLVES_AND_WEREWOLVES = Filter(types=("Creature",), subtypes=("Wolf", "Werewolf"),
                               controller="you", label="Wolves and Werewolves you control")

FACES = [
    [],
    [static(Modify(add_keywords=("Haste",)), affects=WOLVES_AND_WEREWOLVES)],
]
