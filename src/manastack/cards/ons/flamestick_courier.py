"""Flamestick Courier — {2}{R} Creature — Goblin 2/1.

Oracle: "You may choose not to untap Flamestick Courier during your untap step. / {2}{R}, {T}:
Target Goblin creature gets +2/+2 and has haste for as long as Flamestick Courier remains tapped."

The target must be a Goblin as the ability is activated and as it resolves; once the effect
starts it keeps applying even if the creature stops being a Goblin (ONS-FAQ-053, CR 611.2c).
The effect ends when Flamestick Courier untaps or leaves the battlefield (CR 611.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("may_not_untap"),
    activated("{2}{R}, {T}",
              ApplyContinuous(Target(0), Modify(power=2, toughness=2, add_keywords=("Haste",)),
                              duration="source_tapped"),
              targets=[target(CREATURE.but(subtypes=("Goblin",), label="Goblin creature"))]),
]
