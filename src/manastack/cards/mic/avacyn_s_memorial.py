"""Avacyn's Memorial — {5}{W}{W}{W} Legendary Artifact.

Oracle: "Indestructible / Other legendary permanents you control have indestructible."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem(Filter(supertypes=("Legendary",), controller="you", other=True,
                  label="other legendary permanents you control"), 0, 0, "Indestructible"),
]
