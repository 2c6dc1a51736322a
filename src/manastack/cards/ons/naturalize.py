"""Naturalize — {1}{G} Instant. "Destroy target artifact or enchantment." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Destroy(Target(0)), targets=[target(ARTIFACT_OR_ENCHANTMENT)])]
