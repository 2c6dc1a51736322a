"""Delver of Secrets // Insectile Aberration — {U} Creature — Human Wizard 1/1 // Creature —
Human Insect 3/2 (blue).

Oracle: Front: "At the beginning of your upkeep, look at the top card of your library. You may
reveal that card. If an instant or sorcery card is revealed this way, transform Delver of
Secrets."
Back: "Flying"
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), label="instant or sorcery card")

FACES = [
    [triggered(at_beginning_of(Step.UPKEEP), LookAtTopMayReveal(INSTANT_OR_SORCERY,
                                                               (Transform(),)))],
    [],
]
