"""The rules' meaning of the counts of :mod:`manastack.dsl.counting`: cards a player owns in a zone, by printed card type and
keyword, for characteristic-defining abilities (CR 604.3, 613.4a).
"""

from __future__ import annotations

from manastack.dsl import counting as C
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.copiable_values import base_chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@interpreted_by(C.CardsOwnedPrinted)
def _cards_owned_printed(c: C.CardsOwnedPrinted, g: GameState, player: int) -> int:
    if c.zone in (Zone.EXILE, Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND):
        pool = [o for o in g.zone_list(c.zone) if g.objects[o].owner == player]
    else:
        pool = list(g.zone_list(c.zone, player))
    n = 0
    for o in pool:
        b = base_chars(g.objects[o])
        if c.types and not b.types & set(c.types):
            continue
        if c.keyword and not b.has(c.keyword):
            continue
        n += 1
    return n


@interpreted_by(C.CountsAdded)
def _counts_added(c: C.CountsAdded, g: GameState, player: int) -> int:
    return sum(int(part(g, player)) for part in c.parts)
