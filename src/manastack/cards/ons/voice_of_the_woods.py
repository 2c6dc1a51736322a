"""Voice of the Woods — {3}{G}{G} Creature — Elf 2/2.

Oracle: "Tap five untapped Elves you control: Create a 7/7 green Elemental creature token with
trample."
"""

from manastack.dsl.prelude import *  # noqa: F403

ELEMENTAL = TokenSpec(subtypes=("Elemental",), colors="G", power=7, toughness=7,
                      keywords=("Trample",))

ABILITIES = [
    activated(Cost(tap_untapped=CREATURE_YOU_CONTROL.but(subtypes=("Elf",), label="Elf"),
                   tap_count=5),
              CreateToken(ELEMENTAL)),
]
