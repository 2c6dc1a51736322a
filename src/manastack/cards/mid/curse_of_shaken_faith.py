"""Curse of Shaken Faith — {1}{R} Enchantment — Aura Curse.

"Enchant player / Whenever enchanted player casts a spell other than the first spell they cast
each turn or copies a spell, Curse of Shaken Faith deals 2 damage to them."

Spells cast earlier in the turn, before the Curse was attached, still count (MID-RN-240).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _not_their_first_spell(g: Any, src: int, ev: Any) -> bool:
    o = g.objects.get(src)
    return o is not None and ev.player is not None and o.attached_to == ev.player and \
        g.players[ev.player].spells_cast_this_turn >= 2


def _they_copied(g: Any, src: int, ev: Any) -> bool:
    o = g.objects.get(src)
    return o is not None and ev.player is not None and o.attached_to == ev.player


ABILITIES = [
    lines(triggered(Trigger("cast", test=_not_their_first_spell),
                    DealDamage(2, Attached())),
          triggered(Trigger("copy", test=_they_copied), DealDamage(2, Attached()))),
]
