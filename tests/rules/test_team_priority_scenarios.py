"""Teams have priority under shared team turns (CR 805.5, 805.5b; Two-Headed Giant, 810.2).

A team passes once each of its players has passed: priority goes from a player who passes to
a teammate who hasn't passed since the last action, and only then to the next team in turn
order, its first player. A player who takes an action receives priority (CR 117.3c), and the
passes before the action don't count (CR 117.4), so after the active team's second player
casts a spell their teammate may still act before the other team gets priority; and when a
nonactive team's second player acts, their teammate is next, then the active team. With teams
of three or four (CR 810.11) each of a team's players passes in turn, from the one after the
player who acted, before the next team gets priority.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _game(caster: int, priority: int) -> Driver:
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(caster, "Mountain")
    s.hand(caster, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=priority)
    return Driver(s.build())


def _passes(d: Driver, n: int) -> list[int]:
    """Who had priority at each of the next ``n`` passes."""
    order = []
    for _ in range(n):
        order.append(d.expect("priority").player)
        d.pass_priority()
    return order


def test_the_active_teams_second_player_acts_and_their_teammate_is_next() -> None:
    """Player 1 (the active team's second player) casts Shock at player 2 (CR 805.5a):
    passing, they hand priority to their teammate 0 — the team still has it (CR 805.5b,
    117.6) — then team 2-3 passes, and Shock resolves: the opposing team's shared life is
    28."""
    d = _game(caster=1, priority=1)
    d.cast(1, "Shock", targets=[2])
    assert _passes(d, 4) == [1, 0, 2, 3]
    assert not d.state.stack
    assert d.state.players[2].life == 28


def test_a_nonactive_teams_second_player_acts_then_their_teammate_then_the_active_team() -> None:
    """Player 3 casts Shock at player 0 while holding priority: their teammate 2 is next, then
    the active team from its first player (CR 805.5b, 101.4)."""
    d = _game(caster=3, priority=3)
    d.cast(3, "Shock", targets=[0])
    assert _passes(d, 4) == [3, 2, 0, 1]
    assert d.state.players[0].life == 28


def test_passes_before_an_action_dont_count_for_the_team() -> None:
    """Player 0 passes, player 1 casts Shock: 0 passed before the action, so after 1 passes the
    team still has priority and 0 is asked again before the other team (CR 117.4, 805.5b)."""
    d = _game(caster=1, priority=0)
    assert _passes(d, 1) == [0]
    d.cast(1, "Shock", targets=[2])
    assert _passes(d, 2) == [1, 0]
    assert d.expect("priority").player == 2 and d.state.stack


def test_three_headed_giant_a_special_action_makes_the_whole_team_pass_again() -> None:
    """CR 810.11, 805.5b, 117.3c, 117.4: teams of three. Player 0 casts Shock at player 3 and
    passes; player 1 turns a face-down Exalted Angel face up (a special action: they keep
    priority, and player 0's pass no longer counts). The team passes only once each of its
    three players has passed since that action — 1, 2, then 0 — and then team 3-5, player by
    player, before Shock resolves."""
    s = Scenario(players=6, format="two_headed_giant", seed=1)
    for p in range(6):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.battlefield(1, *["Plains"] * 4)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[3])
    assert _passes(d, 1) == [0]
    d.special(1, "turn_face_up", d.find("Exalted Angel"))
    d.pay()
    assert _passes(d, 5) == [1, 2, 0, 3, 4]
    assert d.state.stack
    assert _passes(d, 1) == [5]
    assert not d.state.stack
    assert [d.life(p) for p in range(6)] == [45, 45, 45, 43, 43, 43]


def test_four_headed_giant_a_nonactive_teams_third_player_acts_and_its_fourth_is_next() -> None:
    """CR 810.11, 805.5b, 117.3c: teams of four. Player 6, the nonactive team's third player,
    casts Shock at player 0: their teammates 7, 4 and 5 pass in turn after them, then the
    active team from its first player, and Shock resolves: team 0-3's 60 life becomes 58."""
    s = Scenario(players=8, format="two_headed_giant", seed=1)
    for p in range(8):
        s.library(p, *["Forest"] * 5)
    s.battlefield(6, "Mountain")
    s.hand(6, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=6)
    d = Driver(s.build())
    d.cast(6, "Shock", targets=[0])
    assert _passes(d, 8) == [6, 7, 4, 5, 0, 1, 2, 3]
    assert not d.state.stack
    assert [d.life(p) for p in range(8)] == [58] * 4 + [60] * 4
