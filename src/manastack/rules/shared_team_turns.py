"""The shared team turns option (CR 805), used by the Two-Headed Giant variant (CR 810.2).

Teams take turns rather than players (CR 805.4): every player of the active team is an active
player, so "your turn", "your upkeep", sorcery timing and the land play (805.4c) hold for each
of them, each of them untaps their permanents, draws in the team's draw step (805.4b) and
discards to their maximum hand size in the cleanup step. ``GameState.active`` is the active
team's primary player (805.2: the team's first player in turn order), the one an ability
meaning "the active player" refers to (805.9). Teams have priority (805.5): a team passes once
each of its players has passed, so priority goes from a player who passes to a teammate who
hasn't passed since the last action, and only then to the next team in turn order, its first
player (``next_with_priority``); all teams passing in succession is all players passing in
succession (805.5b). Simultaneous choices are made team by team (805.6), and
each team puts all its players' triggered abilities on the stack together, in the order its
primary player chooses (805.7, 805.2; ``rules.stack``).

With ``GameState.teams`` None (every player on their own) each function here is the ordinary
rule for the single active player.
"""

from __future__ import annotations

from manastack.state.game_state import GameState


def is_active(g: GameState, player: int) -> bool:
    """Whether it is ``player``'s turn: they are the active player, or on the active team
    (CR 805.4a)."""
    return player == g.active or (g.teams is not None and g.active in g.teams[player])


def active_players(g: GameState) -> tuple[int, ...]:
    """The active players still in the game in turn order, the primary player first (CR
    805.4a, 805.6)."""
    if g.teams is None:
        return (g.active,)
    return tuple(p for p in g.teams[g.active] if g.players[p].in_game)


def team_of(g: GameState, player: int) -> tuple[int, ...]:
    """``player`` and their teammates, in turn order (CR 102.3)."""
    return (player,) if g.teams is None else g.teams[player]


def primary_player(g: GameState, player: int) -> int:
    """The primary player of ``player``'s team (CR 805.2): its first player in turn order
    still in the game, who makes the team's choices."""
    if g.teams is None:
        return player
    return next((p for p in g.teams[player] if g.players[p].in_game), player)


def next_turn_player(g: GameState) -> int:
    """Whose turn is next: the next player in turn order (CR 101.4), or with teams the next
    team's primary player (CR 805.4)."""
    p = g.next_player(g.active)
    while g.teams is not None and p in g.teams[g.active] and p != g.active:
        p = g.next_player(p)
    return primary_player(g, p)


def next_with_priority(g: GameState, player: int) -> int:
    """Who receives priority once ``player`` has passed (``GameState.passes`` counting the
    passes in succession so far, this one included): the next player in turn order still in
    the game (CR 117.3d); under shared team turns their team keeps priority while a teammate
    hasn't passed since the last action — the one after them in the team — and then the next
    team in turn order receives it, its first player (CR 805.5, 805.5b). Each succession of
    passes starts with a team's player (the one who last took an action, CR 117.3c, or the
    active team's primary player, CR 805.5b) and the teams have as many players each (CR
    810.1; a team whose player leaves has lost, 810.8a), so a team has passed when the passes
    so far are a multiple of its size."""
    if g.teams is None:
        return g.next_player(player)
    team = [q for q in g.teams[player] if g.players[q].in_game]
    if player in team and g.passes % len(team):
        return team[(team.index(player) + 1) % len(team)]  # a teammate who hasn't passed
    nxt = g.next_player(player)
    while nxt in team and nxt != player:
        nxt = g.next_player(nxt)
    return next(q for q in g.teams[nxt] if g.players[q].in_game)
