"""Goblin Sharpshooter — {2}{R} Creature — Goblin 1/1.

Oracle: "Goblin Sharpshooter doesn't untap during your untap step. / Whenever a creature
dies, untap Goblin Sharpshooter. / {T}: Goblin Sharpshooter deals 1 damage to any target."

Several creatures dying at once trigger it once each; you get priority after each trigger
resolves (ONS-FAQ-124).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("doesnt_untap"),
    triggered(dies(CREATURE), UntapEffect(Self())),
    activated("{T}", DealDamage(1, Target(0)), targets=[ANY_TARGET]),
]
