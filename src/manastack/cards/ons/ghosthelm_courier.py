"""Ghosthelm Courier — {2}{U} Creature — Human Wizard 2/1.

Oracle: "You may choose not to untap Ghosthelm Courier during your untap step. / {2}{U}, {T}:
Target Wizard creature gets +2/+2 and has shroud for as long as Ghosthelm Courier remains tapped."

The target must be a Wizard as the ability is activated and as it resolves; once the effect
starts it keeps applying even if the creature stops being a Wizard (ONS-FAQ-053, CR 611.2c).
The effect ends when Ghosthelm Courier untaps or leaves the battlefield (CR 611.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("may_not_untap"),
    activated("{2}{U}, {T}",
              ApplyContinuous(Target(0), Modify(power=2, toughness=2, add_keywords=("Shroud",)),
                              duration="source_tapped"),
              targets=[target(CREATURE.but(subtypes=("Wizard",), label="Wizard creature"))]),
]
