"""Death Baron — {1}{B}{B} Creature — Zombie Wizard 2/2.

Oracle: "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch."

One ability written as two effects whose sets don't overlap: every Skeleton you control
(Death Baron too, if it is a Skeleton), and every other Zombie you control that isn't a
Skeleton, so a Skeleton Zombie gets the bonus once.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    lines(
        anthem(Filter(subtypes=("Skeleton",), controller="you", label="Skeleton you control"),
               1, 1, "Deathtouch"),
        anthem(Filter(subtypes=("Zombie",), not_subtypes=("Skeleton",), controller="you",
                      other=True, label="other Zombie you control"), 1, 1, "Deathtouch"),
    ),
]
