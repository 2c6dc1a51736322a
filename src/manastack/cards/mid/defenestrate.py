"""Defenestrate — {2}{B} Instant. "Destroy target creature without flying." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Destroy(Target(0)), targets=[
    target(CREATURE.but(not_keywords=("Flying",), label="creature without flying"))])]
