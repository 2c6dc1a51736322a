"""Demystify — {W} Instant. "Destroy target enchantment." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Destroy(Target(0)), targets=[target(ENCHANTMENT)])]
