"""Aphetto Alchemist — {1}{U} Creature — Human Wizard 1/2.

Oracle: "{T}: Untap target artifact or creature. / Morph {U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", UntapEffect(Target(0)),
              targets=[target(Filter(types=("Artifact", "Creature"),
                                     label="artifact or creature"))]),
]
