"""Katilda, Dawnhart Prime — {G}{W} Legendary Creature — Human Warlock 1/1.

"Protection from Werewolves / Human creatures you control have "{T}: Add one mana of any of
this creature's colors." / {4}{G}{W}, {T}: Put a +1/+1 counter on each creature you control."

The granted ability is added in layer 6, after colours are settled in layer 5 (CR 613.1e–f),
so each Human adds one mana of a colour it has then. A colourless Human's ability could add
no mana (CR 106.5), so it isn't offered as a mana ability.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

HUMAN_CREATURES_YOU_CONTROL = CREATURE_YOU_CONTROL.but(subtypes=("Human",),
                                                       label="Human creature you control")
MANA_TEXT = "{T}: Add one mana of any of this creature's colors."


def _mana_of_its_colors(g: Any, c: Any, ce: Any) -> None:
    colors = tuple(col for col in "WUBRG" if col in c.colors)
    c.abilities = c.abilities + (mana_ability("{T}", *colors, text=MANA_TEXT),)


ABILITIES = [
    static(Modify(custom_layer="6", custom=_mana_of_its_colors),
           affects=HUMAN_CREATURES_YOU_CONTROL),
    activated("{4}{G}{W}, {T}", PutCounters(All(CREATURE_YOU_CONTROL))),
]
