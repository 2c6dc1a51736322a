"""Katilda, Dawnhart Prime — {G}{W} Legendary Creature — Human Warlock 1/1.

"Protection from Werewolves / Human creatures you control have "{T}: Add one mana of any of
this creature's colors." / {4}{G}{W}, {T}: Put a +1/+1 counter on each creature you control."

The granted ability is added in layer 6, after colours are settled in layer 5 (CR 613.1e–f),
so each Human adds one mana of a colour it has then. A colourless Human's ability could add
no mana (CR 106.5), so it isn't offered as a mana ability.
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMAN_CREATURES_YOU_CONTROL = CREATURE_YOU_CONTROL.but(subtypes=("Human",),
                                                       label="Human creature you control")

ABILITIES = [
    static(Modify(abilities=(mana_ability("{T}", "any", of=ITS_COLORS,
                                          text="{T}: Add one mana of any of this creature's "
                                               "colors."),)),
           affects=HUMAN_CREATURES_YOU_CONTROL),
    activated("{4}{G}{W}, {T}", PutCounters(All(CREATURE_YOU_CONTROL))),
]
