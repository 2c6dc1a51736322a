"""Tribal Golem — {6} Artifact Creature — Golem 4/4.

Oracle: "Tribal Golem has trample as long as you control a Beast, haste as long as you control
a Goblin, first strike as long as you control a Soldier, flying as long as you control a
Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie."

Each ability is given in layer 6, where whether you control a Goblin is read from the types the
layer pass has worked out (after the type-changing effects of layer 4, CR 613.1d): a Glory
Seeker made a Goblin gives haste, and a Soldier made something else no longer gives first
strike.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    lines(abilities_if_you_control_a("Beast", keywords=("Trample",)),
          abilities_if_you_control_a("Goblin", keywords=("Haste",)),
          abilities_if_you_control_a("Soldier", keywords=("First strike",)),
          abilities_if_you_control_a("Wizard", keywords=("Flying",)),
          abilities_if_you_control_a("Zombie", abilities=(
              activated("{B}", Regenerate(), text="{B}: Regenerate Tribal Golem."),))),
]
