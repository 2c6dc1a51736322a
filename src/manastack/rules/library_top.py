"""Playing with the top card of your library revealed, and playing it (Future Sight).

A permanent with the static rule ``"play_from_library_top"`` lets its controller play lands
and cast spells from the top of their library (CR 601.2a, 305.1); one with
``"library_top_revealed"`` reveals that card to everyone (CR 401.5: a new top card is revealed at once). Timing, land plays and costs are the
usual ones (ONS-FAQ-185, 186). The card isn't in the hand, so hand-only abilities such as
cycling can't be used (ONS-FAQ-188).
"""

from __future__ import annotations

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, chars, static_rules
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

RULE = "play_from_library_top"
REVEALED = "library_top_revealed"


def allowed(g: GameState, player: int, rule: str = RULE) -> bool:
    """Whether ``player`` controls a permanent with the static rule ``rule`` (by default:
    letting them play their library's top card)."""
    return any(c.controller == player for _, c, _ in static_rules(g).get(rule, ()))


def top_card(g: GameState, player: int) -> int | None:
    """The top card of ``player``'s library if they may play it now."""
    lib = g.players[player].library
    return lib[0] if lib and allowed(g, player) else None


def revealed(g: GameState, oid: int) -> bool:
    """Whether library card ``oid`` is revealed: the top card of a library whose owner
    plays with it revealed."""
    o = g.objects.get(oid)
    if o is None or o.zone is not Zone.LIBRARY:
        return False
    lib = g.players[o.owner].library
    return bool(lib) and lib[0] == oid and allowed(g, o.owner, REVEALED)


def can_play_land_from_top(g: GameState, player: int, card: int) -> bool:
    if top_card(g, player) != card or not chars(g, card).is_land:
        return False
    if g.active != player or not g.step.is_main or g.stack:
        return False
    pl = g.players[player]
    return pl.lands_played < pl.land_plays_allowed


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return top_card(g, player) == oid and g.objects[oid].owner == player and not c.is_land


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return chars(g, sid).mana_cost, None


register(CastMethod("from_library", (Zone.LIBRARY,), _available, _cost))
