"""Curse of Leeches // Leeching Lurker — {2}{B} Enchantment — Aura Curse // Creature — Leech
Horror 4/4 (black).

Oracle: Front: "Enchant player / As this permanent transforms into Curse of Leeches, attach it
to a player. / At the beginning of enchanted player's upkeep, they lose 1 life and you gain 1
life. / Daybound"
Back: "Lifelink / Nightbound"

Attaching it as it transforms doesn't target (MID-RN-196); once it is Leeching Lurker, a
creature, it becomes unattached as a state-based action (CR 704.5p, MID-RN-197). Cast at night,
it enters transformed and not attached to the targeted player (CR 303.4h). "They" is the player
whose upkeep began, as it triggered: moved to another player before it resolves (Lynde,
Cheerful Tormentor), it still drains that player.
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [
        as_transforms(AttachToAPlayer()),
        triggered(at_beginning_of_enchanted_players(Step.UPKEEP),
                  LoseLife(1, TriggerPlayer()), GainLife(1)),
    ],
    [],
]
