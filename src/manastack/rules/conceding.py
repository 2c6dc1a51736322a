"""Conceding (CR 104.3a): a player may concede at any time; they leave the game at once and
lose it. What leaving does is CR 800.4a (``rules.sba.leave_game``)."""

from __future__ import annotations

from dataclasses import replace

from manastack.decisions.actions import Choose
from manastack.rules.events import Event
from manastack.rules.pipeline import emit
from manastack.rules.sba import leave_game
from manastack.state.game_state import GameState


def concede(g: GameState, player: int) -> None:
    """CR 104.3a: ``player`` concedes. They are out of the game at once and can't act again
    (with their team, in Two-Headed Giant: CR 810.8b).

    When nothing is under way (a priority decision, or a decision of another player with no
    instruction queued) the player leaves at once (CR 800.4a). When a spell or ability is
    resolving, or a declaration is under way, it finishes first (the player's own decisions
    in it are answered for them by ``Game.apply``) and the player leaves before anyone gets
    priority again, at the next check of state-based actions."""
    # CR 810.8b: in Two-Headed Giant, the player's team leaves the game and loses it.
    team = [q for q in (g.teams[player] if g.teams else (player,))
            if q == player or g.players[q].in_game]
    for q in team:
        g.players[q].left = True
        g.players[q].lost = True  # CR 104.3a: a player who concedes loses the game
    g.version += 1
    emit(g, [Event("lose", player=q, data={"reason": "concede"}) for q in team])
    d = g.pending
    if d is not None and d.player in team and d.kind == "priority":
        g.pending = None  # CR 800.4a: priority goes on to the next player in the game
    # Before the first turn (CR 103) nothing is under way that the player's departure must
    # wait for: they leave at once, and the game ends if one player or team is left (CR 104.2a).
    if g.turn == 0 or (not g.work and (g.pending is None or g.pending.kind == "priority")):
        leave_game(g)
    d = g.pending
    if d is not None and d.kind == "first_player" and d.player in team:
        # CR 800.4h: a choice the rules require of a player who has left (who takes the first
        # turn, CR 103.1) is made by the next player in turn order, among those still in.
        g.pending = replace(d, player=g.next_player(d.player), actions=tuple(
            a for a in d.actions if isinstance(a, Choose) and g.players[a.value].in_game))

