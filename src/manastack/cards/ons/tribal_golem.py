"""Tribal Golem — {6} Artifact Creature — Golem 4/4.

Oracle: "Tribal Golem has trample as long as you control a Beast, haste as long as you control
a Goblin, first strike as long as you control a Soldier, flying as long as you control a
Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie."

The conditions read the permanents' copiable creature types, as a static ability's condition
must not depend on the characteristics it helps compute.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    lines(static(Modify(add_keywords=("Trample",)), condition=YouControlA("Beast")),
          static(Modify(add_keywords=("Haste",)), condition=YouControlA("Goblin")),
          static(Modify(add_keywords=("First strike",)), condition=YouControlA("Soldier")),
          static(Modify(add_keywords=("Flying",)), condition=YouControlA("Wizard")),
          static(Modify(abilities=(activated("{B}", Regenerate(),
                                             text="{B}: Regenerate Tribal Golem."),)),
                 condition=YouControlA("Zombie"))),
]
