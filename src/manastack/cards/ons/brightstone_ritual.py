"""Brightstone Ritual — {R} Instant. "Add {R} for each Goblin on the battlefield." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(AddMana("R", times=CountOf(Filter(subtypes=("Goblin",), label="Goblin"))))]
