"""Spellrune Painter // Spellrune Howler — {2}{R} Creature — Human Shaman Werewolf 2/3 //
Creature — Werewolf 3/4 (red).

Oracle: Front: "Whenever you cast an instant or sorcery spell, Spellrune Painter gets +1/+1
until end of turn. / Daybound"
Back: "Whenever you cast an instant or sorcery spell, Spellrune Howler gets +2/+2 until end of
turn. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")

FACES = [
    [triggered(cast(INSTANT_OR_SORCERY), pump(Self(), 1, 1))],
    [triggered(cast(INSTANT_OR_SORCERY), pump(Self(), 2, 2))],
]
