"""The Two-Headed Giant variant (CR 810): two teams of two players (810.1), seated together,
that take shared team turns (810.2, ``rules.shared_team_turns``) and attack and block as teams
(810.7, 805.10).

* Each team has a shared life total, starting at 30 (810.4, 103.4a). Damage, loss of life and
  gaining life happen to each player individually and the result is applied to the team's
  total (810.9): every player of a team carries the team's total, and a change of one
  player's life changes their teammates' by the same amount. So a cost or effect reading an
  individual player's life total reads the team's (810.9a), and "your life total becomes N"
  makes that player gain or lose the difference from the team's total (810.9c, 119.5).
  "Each opponent loses 1 life" makes each of the two opponents lose 1: their team loses 2.
* Poison counters are given to players individually and shared by the team (810.10): a
  player's poison counters are the team's (810.10a, 810.10d); a team with fifteen or more
  loses (810.8d, 704.6b), and the ten-counter rule is ignored (704.5c).
* Players win and lose only as a team (810.8a): if either player loses, the team loses; a team
  whose life total is 0 or less loses (810.8c, 704.6a); if a player concedes, their team leaves
  and loses (810.8b); "can't lose the game" keeps the whole team in (810.8a).
* Two teams of three or four players each play Three- or Four-Headed Giant (810.11): six or
  eight players, each team's starting life total 15 higher and the poison counters it takes
  to lose 5 more for each player a team has beyond the second.
* The team who plays first skips the draw step of its first turn (810.6, 103.8b); the random
  player of CR 103.1 chooses the starting team (805.3), whose primary player takes the turn.
* "Each player's life total becomes N" affects one player of each team, the team's choice
  (810.9d, ``rules.players``); teammates may review each other's hands (810.5, ``views``).
* A cost to block ("creatures can't block unless their controller pays") is paid by each
  defending player for their own blockers of the team's combined block, with their own mana
  (509.1d, 805.10a, 810.5; ``rules.declare_blockers``).

Not supported yet (no card of the three sets needs them): two teammates paying life for one
cost at once (810.9b, 119.4a: each payment is checked against the team's total on its own),
exchanging or redistributing life totals (810.9e-f), "can't gain life" / "can't lose life"
extended to the team (810.9g-h), losing poison counters, "can't get poison counters" and
proliferate (810.10b-c, 701.34b) and a choice of which active player an ability meaning "the active player" refers to (805.9:
the primary player).
"""

from __future__ import annotations

from manastack.state.game_state import GameState

TEAMS = 2               # CR 810.1
TEAM_SIZE = 2           # CR 810.1; larger in Three- and Four-Headed Giant (810.11)
TEAM_SIZES = (2, 3, 4)  # CR 810.11: a game has eight players at most (see ``Game.new``)
PLAYER_COUNTS = tuple(TEAMS * size for size in TEAM_SIZES)  # 4, 6 or 8
STARTING_LIFE = 30      # CR 810.4
LIFE_PER_EXTRA_PLAYER = 15    # CR 810.11
POISON_TO_LOSE = 15     # CR 810.8d, 704.6b
POISON_PER_EXTRA_PLAYER = 5   # CR 810.11
ORDINARY_POISON_TO_LOSE = 10  # CR 704.5c


def players_problem(n: int) -> str | None:
    """Why ``n`` players can't play Two-Headed Giant, or None: two teams of two players
    (CR 810.1), or two equally sized teams of three or four (810.11)."""
    if n not in PLAYER_COUNTS:
        return (f"a Two-Headed Giant game has two teams of two players (CR 810.1), or of three "
                f"or four players (CR 810.11): 4, 6 or 8 players, not {n}")
    return None


def starting_life(n: int) -> int:
    """Each team's starting life total in a Two-Headed Giant game of ``n`` players: 30
    (CR 810.4), 15 more for each player a team has beyond the second (810.11)."""
    return STARTING_LIFE + LIFE_PER_EXTRA_PLAYER * (n // TEAMS - TEAM_SIZE)


def make_teams(g: GameState) -> None:
    """Seat the game's players as two teams of equal size, teammates in adjacent seats
    (CR 805.1, 810.1, 810.3, 810.11): players 0 and 1 against 2 and 3; in a game of six,
    0 to 2 against 3 to 5."""
    size = len(g.players) // TEAMS
    teams = [tuple(range(t * size, (t + 1) * size)) for t in range(TEAMS)]
    g.teams = tuple(teams[p // size] for p in range(TEAMS * size))


def share_life_change(g: GameState, player: int, delta: int) -> None:
    """CR 810.9: ``player``'s life changed by ``delta`` (already applied to them); the result
    is applied to the team's shared life total, which their teammates carry too."""
    if g.teams is None or not delta:
        return
    for q in g.teams[player]:
        if q != player:
            g.players[q].life += delta


def share_poison(g: GameState, player: int, amount: int) -> None:
    """CR 810.10: ``player`` got ``amount`` poison counters (already given to them); the
    counters are the team's, so their teammates have them too (810.10a, 810.10d)."""
    if g.teams is None:
        return
    for q in g.teams[player]:
        if q != player:
            pl = g.players[q]
            pl.poison += amount
            pl.counters["poison"] = pl.counters.get("poison", 0) + amount


def poison_to_lose(g: GameState) -> int:
    """How many poison counters make a player (or team) lose (CR 704.5c, 704.6b): fifteen for
    a team of two, five more for each player a team has beyond the second (CR 810.11)."""
    if g.teams is None:
        return ORDINARY_POISON_TO_LOSE
    return POISON_TO_LOSE + POISON_PER_EXTRA_PLAYER * (len(g.teams[0]) - TEAM_SIZE)


def with_teammates(g: GameState, players: list[int]) -> list[int]:
    """``players`` and, with teams, their teammates still in the game (CR 810.8a: if either
    player on a team loses the game, the team loses), in turn order."""
    if g.teams is None or not players:
        return players
    out = [p for p in g.player_ids() if any(p in g.teams[x] for x in players)]
    return out + [p for p in players if p not in out]


def game_over_teams(g: GameState, remaining: list[int]) -> bool:
    """Whether the players ``remaining`` in the game are all on one team (or none remain):
    the game is over (CR 104.2a, 810.8a)."""
    if g.teams is None:
        return len(remaining) <= 1
    return len({g.teams[p] for p in remaining}) <= 1
