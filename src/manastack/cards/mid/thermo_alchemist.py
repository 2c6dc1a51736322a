"""Thermo-Alchemist — {1}{R} Creature — Human Shaman 0/3.

"Defender / {T}: Thermo-Alchemist deals 1 damage to each opponent. / Whenever you cast an
instant or sorcery spell, untap Thermo-Alchemist."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")

ABILITIES = [
    activated("{T}", DealDamage(1, EachOpponent())),
    triggered(cast(INSTANT_OR_SORCERY), UntapEffect(Self())),
]
