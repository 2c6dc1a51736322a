"""Flame Channeler // Embodiment of Flame — {1}{R} Creature — Human Wizard 2/2 //
Creature — Elemental Wizard 3/3 (red).

Oracle: Front: "When a spell you control deals damage, transform Flame Channeler."
Back: "Whenever a spell you control deals damage, put a flame counter on Embodiment of Flame. /
{1}, Remove a flame counter from Embodiment of Flame: Exile the top card of your library. You
may play that card this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

SPELL_DEALS_DAMAGE = Trigger("damage",
                             test=Extension("flame_channeler_spell_you_control_deals_damage"),
                             label="a spell you control deals damage")

FACES = [
    [triggered(SPELL_DEALS_DAMAGE, Transform())],
    [
        triggered(SPELL_DEALS_DAMAGE, PutCounters(Self(), "flame")),
        activated(Cost(mana=ManaCost.parse("{1}"), remove_counters=("flame", 1)),
                  Extension("embodiment_of_flame_exile_top_may_play")),
    ],
]

