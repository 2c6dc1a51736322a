"""Kessig Naturalist // Lord of the Ulvenwald — {R}{G} Creature — Human Werewolf 2/2 //
Creature — Werewolf 3/3 (red and green).

Oracle: Front: "Whenever Kessig Naturalist attacks, add {R} or {G}. Until end of turn, you
don't lose this mana as steps and phases end. / Daybound"
Back: "Other Wolves and Werewolves you control get +1/+1. / Whenever Lord of the Ulvenwald
attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end. /
Nightbound"

The attack trigger is not a mana ability (it has a trigger other than a mana ability's, CR
605.1b): it uses the stack, and its mana stays in the pool until the cleanup step (CR 106.4,
500.4, 514.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_WOLVES_AND_WEREWOLVES = Filter(types=("Creature",), subtypes=("Wolf", "Werewolf"),
                                     controller="you", other=True,
                                     label="other Wolves and Werewolves you control")

ATTACK_MANA = triggered(attacks(), *add_one_of("R", "G", keep_until_end_of_turn=True))

FACES = [
    [ATTACK_MANA],
    [anthem(OTHER_WOLVES_AND_WEREWOLVES, 1, 1), ATTACK_MANA],
]
