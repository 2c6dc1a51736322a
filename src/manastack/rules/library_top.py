"""Playing with the top card of your library revealed, and playing it (Future Sight).

A permanent with the static rule ``"play_from_library_top"`` lets its controller play lands
and cast spells from the top of their library (CR 601.2a, 305.1); one with
``"library_top_revealed"`` reveals that card to everyone (CR 401.5: a new top card is revealed at once). Timing, land plays and costs are the
usual ones (ONS-FAQ-185, 186). The card isn't in the hand, so hand-only abilities such as
cycling can't be used (ONS-FAQ-188).

Narrower permissions (Augur of Autumn): ``"look_at_library_top"`` lets the controller look at
their top card any time (it stays hidden from the others); ``"play_lands_from_library_top"``
allows lands only; ``"cast_from_library_top"`` with params ``(card types,)`` allows spells
with one of those card types. A rule's ``condition`` is checked when the permission is used.
"""

from __future__ import annotations

from manastack.dsl.abilities import StaticAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, chars, static_rules
from manastack.rules.shared_team_turns import is_active
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

RULE = "play_from_library_top"
REVEALED = "library_top_revealed"
LOOK = "look_at_library_top"
LANDS = "play_lands_from_library_top"
CAST = "cast_from_library_top"


def _rules(g: GameState, player: int, rule: str) -> list[StaticAbility]:
    return [a for sid, c, a in static_rules(g).get(rule, ()) if c.controller == player
            and (a.condition is None or a.condition(g, sid))]


def allowed(g: GameState, player: int, rule: str = RULE) -> bool:
    """Whether ``player`` controls a permanent with the static rule ``rule`` (by default:
    letting them play their library's top card)."""
    return bool(_rules(g, player, rule))


def top_card(g: GameState, player: int) -> int | None:
    """The top card of ``player``'s library if they may play it now (or some cards of its
    kind)."""
    lib = g.players[player].library
    if not lib:
        return None
    rules = static_rules(g)
    if RULE not in rules and LANDS not in rules and CAST not in rules:
        return None  # no permanent gives such a permission
    if allowed(g, player) or allowed(g, player, LANDS) or allowed(g, player, CAST):
        return lib[0]
    return None


def may_look(g: GameState, player: int, oid: int) -> bool:
    """Whether ``player`` may look at library card ``oid``: their own top card, with a
    permission to look at it any time (MID-RN-045) — except a card that became the top card
    while a spell cast from the top of that library is still being cast (MID-RN-046)."""
    o = g.objects.get(oid)
    if o is None or o.zone is not Zone.LIBRARY or o.owner != player:
        return False
    lib = g.players[player].library
    if not lib or lib[0] != oid or not allowed(g, player, LOOK):
        return False
    return not _top_changed_by_casting(g, player)


def _top_changed_by_casting(g: GameState, player: int) -> bool:
    """CR 401.5: while a spell cast from the top of ``player``'s library is still being cast,
    the card that became the top card isn't revealed and can't be looked at until the spell
    becomes cast (CR 601.2i)."""
    for w in g.work:
        if getattr(w, "op", None) == "cast_complete":
            s = g.objects.get(w.args[0])
            if s is not None and s.owner == player and \
                    s.stack.get("from_zone") is Zone.LIBRARY:
                return True
    return False


def revealed(g: GameState, oid: int) -> bool:
    """Whether library card ``oid`` is revealed: the top card of a library whose owner
    plays with it revealed, unless it became the top card because a spell is being cast from
    the top of that library (CR 401.5)."""
    o = g.objects.get(oid)
    if o is None or o.zone is not Zone.LIBRARY:
        return False
    lib = g.players[o.owner].library
    return bool(lib) and lib[0] == oid and allowed(g, o.owner, REVEALED) and \
        not _top_changed_by_casting(g, o.owner)


def can_play_land_from_top(g: GameState, player: int, card: int) -> bool:
    if top_card(g, player) != card or not chars(g, card).is_land:
        return False
    if not allowed(g, player) and not allowed(g, player, LANDS):
        return False
    if not is_active(g, player) or not g.step.is_main or g.stack:
        return False
    pl = g.players[player]
    return pl.lands_played < pl.land_plays_allowed


def castable_from_top(g: GameState, player: int, oid: int, c: Chars) -> bool:
    """Whether ``player`` may cast library card ``oid`` as a spell with characteristics ``c``
    (its own, or the face-down ones when cast with morph) by a top-of-library permission."""
    return _available(g, player, oid, c)


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    if top_card(g, player) != oid or g.objects[oid].owner != player or c.is_land:
        return False
    return allowed(g, player) or any(set(a.params[0]) & set(c.types)
                                     for a in _rules(g, player, CAST))


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return chars(g, sid).mana_cost, None


register(CastMethod("from_library", (Zone.LIBRARY,), _available, _cost))
