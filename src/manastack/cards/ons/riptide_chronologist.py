"""Riptide Chronologist — {3}{U}{U} Creature — Human Wizard 1/3.

Oracle: "{U}, Sacrifice Riptide Chronologist: Untap all creatures of the creature type of your
choice."

The type is chosen as the ability resolves (CR 608.2d); every creature of that type then on
the battlefield untaps, whoever controls it.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{U}, Sacrifice Riptide Chronologist", ChooseCreatureType(),
              UntapEffect(OfChosenType(CREATURE))),
]
