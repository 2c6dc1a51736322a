"""Boneknitter — {1}{B} Creature — Zombie Cleric 1/1.

Oracle: "{1}{B}: Regenerate target Zombie. / Morph {2}{B}"

Boneknitter is a Zombie, so it can regenerate itself (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}{B}", Regenerate(Target(0)),
              targets=[target(Filter(subtypes=("Zombie",), label="Zombie"))]),
]
