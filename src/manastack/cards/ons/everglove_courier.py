"""Everglove Courier — {2}{G} Creature — Elf 2/1.

Oracle: "You may choose not to untap Everglove Courier during your untap step. / {2}{G}, {T}:
Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier remains tapped."

The target must be a Elf as the ability is activated and as it resolves; once the effect
starts it keeps applying even if the creature stops being a Elf (ONS-FAQ-053, CR 611.2c).
The effect ends when Everglove Courier untaps or leaves the battlefield (CR 611.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("may_not_untap"),
    activated("{2}{G}, {T}",
              ApplyContinuous(Target(0), Modify(power=2, toughness=2, add_keywords=("Trample",)),
                              duration="source_tapped"),
              targets=[target(CREATURE.but(subtypes=("Elf",), label="Elf creature"))]),
]
