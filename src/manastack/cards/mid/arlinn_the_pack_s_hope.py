"""Arlinn, the Pack's Hope // Arlinn, the Moon's Fury — {2}{R}{G} Legendary Planeswalker —
Arlinn (loyalty 4) // Legendary Planeswalker — Arlinn.

Oracle: Front: "Daybound / [+1]: Until your next turn, you may cast creature spells as though
they had flash, and each creature you control enters the battlefield with an additional +1/+1
counter on it. / [−3]: Create two 2/2 green Wolf creature tokens."
Back: "Nightbound / [+2]: Add {R}{G}. / [0]: Until end of turn, Arlinn, the Moon's Fury becomes
a 5/5 Werewolf creature with trample, indestructible, and haste."

The [+2] ability is a loyalty ability, not a mana ability: it uses the stack (MID-RN-227).
The [0] ability makes her a Werewolf creature instead of a planeswalker (CR 205.1a), so damage
dealt to her is marked, not removed from her loyalty (MID-RN-228); transforming as it becomes
day doesn't end that effect (CR 712.18, MID-RN-229).
"""

from manastack.dsl.prelude import *  # noqa: F403

WEREWOLF_5_5 = Modify(set_power=5, set_toughness=5,
                      add_keywords=("Trample", "Indestructible", "Haste"),
                      custom_layer="4", custom=BecomesTypes(("Creature",), ("Werewolf",)))

FACES = [
    [
        activated(Cost(loyalty=1), FlashUntilNextTurn(("Creature",)),
                  AdditionalCounterUntilNextTurn("+1/+1")),
        activated(Cost(loyalty=-3), CreateToken("Wolf", 2)),
    ],
    [
        activated(Cost(loyalty=2), AddMana("RG")),
        activated(Cost(loyalty=0), ApplyContinuous(Self(), WEREWOLF_5_5, "eot")),
    ],
]
