"""Visara the Dreadful — {3}{B}{B}{B} Legendary Creature — Gorgon 5/5.

Oracle: "Flying / {T}: Destroy target creature. It can't be regenerated."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{T}", Destroy(Target(0), no_regen=True), targets=[TARGET_CREATURE])]
