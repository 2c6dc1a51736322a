"""Playing cards from exile with a permission such as "You may play that card this turn"
(CR 601.2a, 305.1, 116.2a).

The permission names a card and a player and lasts until the end of the turn it was given
(``g.extra["play_from_exile"]``: ``{card id: (player, turn)}``). It changes neither costs nor
timing: a land is played as the player's land play in their main phase with an empty stack
(CR 305.1–305.3), a spell is cast for its mana cost following its normal timing (ruling
MID-RN-221). A card that leaves exile becomes a new object (CR 400.7), so the permission ends.
"""

from __future__ import annotations

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

KEY = "play_from_exile"


def grant(g: GameState, card: int, player: int) -> None:
    """``player`` may play the exiled card ``card`` this turn."""
    g.extra[KEY] = {**g.extra.get(KEY, {}), card: (player, g.turn)}
    g.extra["may_cast"] = {**g.extra.get("may_cast", {}), card: player}
    g.version += 1


def may_play(g: GameState, player: int, card: int) -> bool:
    o = g.objects.get(card)
    perm = g.extra.get(KEY, {}).get(card)
    return o is not None and o.zone is Zone.EXILE and perm is not None and \
        perm[0] == player and perm[1] == g.turn


def can_play_land_from_exile(g: GameState, player: int, card: int) -> bool:
    if not may_play(g, player, card) or not chars(g, card).is_land:
        return False
    if g.active != player or not g.step.is_main or g.stack:
        return False
    pl = g.players[player]
    return pl.lands_played < pl.land_plays_allowed


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return may_play(g, player, oid) and not c.is_land


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return chars(g, sid).mana_cost, None


register(CastMethod("from_exile", (Zone.EXILE,), _available, _cost))
