"""Pearlspear Courier — {2}{W} Creature — Human Soldier 2/1.

Oracle: "You may choose not to untap Pearlspear Courier during your untap step. / {2}{W}, {T}:
Target Soldier creature gets +2/+2 and has vigilance for as long as Pearlspear Courier remains tapped."

The target must be a Soldier as the ability is activated and as it resolves; once the effect
starts it keeps applying even if the creature stops being a Soldier (ONS-FAQ-053, CR 611.2c).
The effect ends when Pearlspear Courier untaps or leaves the battlefield (CR 611.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("may_not_untap"),
    activated("{2}{W}, {T}",
              ApplyContinuous(Target(0), Modify(power=2, toughness=2, add_keywords=("Vigilance",)),
                              duration="source_tapped"),
              targets=[target(CREATURE.but(subtypes=("Soldier",), label="Soldier creature"))]),
]
