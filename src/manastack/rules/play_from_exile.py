"""Playing cards from exile with a permission such as "You may play that card this turn" or
"You may look at and play the exiled card for as long as it remains exiled" (CR 601.2a,
305.1, 116.2a, 406.3).

The permission names a card and a player (``g.extra["play_from_exile"]``: ``{card id:
(player, turn or None)}``): with a turn it lasts until the cleanup step of that turn (CR
514.2); without one, for as long as the card remains exiled. A card that leaves exile becomes a
new object (CR 400.7), so every permission ends then. It changes neither costs nor timing: a land is played as the player's
land play in their main phase with an empty stack (CR 305.1–305.3), a spell is cast for its
mana cost following its normal timing (rulings MID-RN-221, MID-RN-088); only the player named
may play the card, not its owner. The permission may come with "you may spend mana as though
it were mana of any color to cast that spell" (CR 609.4b, ``any_color_spending.allow_spending_as_any_color``).

A card exiled face down can be played by a player allowed to look at it (CR 406.3b): it is
turned face up just before it is played (CR 406.3a), so what may be played is decided by the
card's own characteristics, not those of the face-down card (which has none).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.any_color_spending import allow_spending_as_any_color
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, chars
from manastack.rules.copiable_values import face_up_chars
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.one_shot import effect
from manastack.rules.shared_team_turns import is_active
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

KEY = "play_from_exile"


def grant(g: GameState, card: int, player: int, *, this_turn: bool = True,
          any_color: bool = False) -> None:
    """``player`` may play the exiled card ``card`` this turn (``this_turn``) or for as long
    as it remains exiled; with ``any_color`` they may spend mana as though it were mana of
    any color to cast it (CR 609.4b). A card exiled face down this way is one they looked at
    and then exiled (``LookAtTop``, which lets them know it): they may go on looking at it
    until it leaves exile (CR 406.3), with nothing to add here."""
    g.extra[KEY] = {**g.extra.get(KEY, {}), card: (player, g.turn if this_turn else None)}
    g.extra["may_cast"] = {**g.extra.get("may_cast", {}), card: player}
    if any_color:
        allow_spending_as_any_color(g, card, player)
    g.version += 1


def may_play(g: GameState, player: int, card: int) -> bool:
    """Whether ``player`` has a permission to play exiled card ``card`` now."""
    o = g.objects.get(card)
    perm = g.extra.get(KEY, {}).get(card)
    return o is not None and o.zone is Zone.EXILE and perm is not None and perm[0] == player


def end_this_turn_permissions(g: GameState) -> None:
    """CR 514.2: "You may play that card this turn" ends in the cleanup step with the other
    "this turn" effects, not as the turn ends: none is left in a cleanup step in which players
    receive priority (514.3a). One granted in such a step ends in the next cleanup step."""
    perms = g.extra.get(KEY)
    if perms and any(until is not None for _p, until in perms.values()):
        g.extra[KEY] = {card: perm for card, perm in perms.items() if perm[1] is None}
        g.version += 1


def can_play_land_from_exile(g: GameState, player: int, card: int) -> bool:
    """A land card ``player`` may play from exile: their land play, in their main phase with
    an empty stack (CR 305.1–305.3; MID-RN-087)."""
    if not may_play(g, player, card) or not _card_chars(g, card).is_land:
        return False
    if not is_active(g, player) or not g.step.is_main or g.stack:
        return False
    pl = g.players[player]
    return pl.lands_played < pl.land_plays_allowed


def _card_chars(g: GameState, oid: int) -> Chars:
    """The characteristics of the card: a face-down card is turned face up as it is played
    (CR 406.3a)."""
    return face_up_chars(g, oid) if g.objects[oid].face_down else chars(g, oid)


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return may_play(g, player, oid) and not _card_chars(g, oid).is_land


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """Its mana cost (CR 601.2f), also while the card is priced in exile."""
    return _card_chars(g, sid).mana_cost, None


register(CastMethod("from_exile", (Zone.EXILE,), _available, _cost))


# -- the effect ------------------------------------------------------------------------------
@effect(E.PlayExiled)
@effect(E.PlayExiledThisTurn)
def _play_exiled(g: GameState, e: E.PlayExiled, fid: int, frame: dict[str, Any]) -> None:
    """Do the effects, then give the controller the permission for each card they moved from
    a library to exile meanwhile (CR 400.7j: the effect finds the cards it exiled)."""
    push(g, "grant_play_exiled", frame["controller"], len(g.log), e.this_turn, e.any_color)
    push_all(g, [("effect", x, fid) for x in e.effects])


@handler("grant_play_exiled")
def _grant_play_exiled(g: GameState, you: int, mark: int, this_turn: bool,
                       any_color: bool) -> None:
    for ev in g.log[mark:]:
        if ev.kind == "zone_change" and ev.from_zone is Zone.LIBRARY and \
                ev.to_zone is Zone.EXILE and ev.new_obj in g.objects:
            grant(g, ev.new_obj, you, this_turn=this_turn, any_color=any_color)
