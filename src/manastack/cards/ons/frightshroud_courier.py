"""Frightshroud Courier — {2}{B} Creature — Zombie 2/1.

Oracle: "You may choose not to untap Frightshroud Courier during your untap step. / {2}{B}, {T}:
Target Zombie creature gets +2/+2 and has fear for as long as Frightshroud Courier remains tapped."

The target must be a Zombie as the ability is activated and as it resolves; once the effect
starts it keeps applying even if the creature stops being a Zombie (ONS-FAQ-053, CR 611.2c).
The effect ends when Frightshroud Courier untaps or leaves the battlefield (CR 611.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("may_not_untap"),
    activated("{2}{B}, {T}",
              ApplyContinuous(Target(0), Modify(power=2, toughness=2, add_keywords=("Fear",)),
                              duration="source_tapped"),
              targets=[target(CREATURE.but(subtypes=("Zombie",), label="Zombie creature"))]),
]
