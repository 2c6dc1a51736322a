"""Elemental — Token Creature — Elemental */* (red), made by Seize the Storm.

"Trample / This creature's power and toughness are each equal to the number of instant and
sorcery cards in your graveyard plus the number of cards with flashback you own in exile." """

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _storm_count(g: Any, player: int) -> int:
    from manastack.rules.characteristics import base_chars
    spells = sum(1 for o in g.players[player].graveyard
                 if base_chars(g.objects[o]).types & {"Instant", "Sorcery"})
    flashback = sum(1 for o in g.exile if g.objects[o].owner == player
                    and base_chars(g.objects[o]).has("Flashback"))
    return spells + flashback


ABILITIES = [pt_from_count(_storm_count)]
