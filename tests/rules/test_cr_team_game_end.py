"""The end of a game between teams (CR 104.4d, 104.4g): when every remaining team loses at
once, the game is a draw, for each team and each of its players."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_both_two_headed_giant_teams_losing_at_once_is_a_draw() -> None:
    """CR 104.4d, 104.4g, 810.8a, 704.3: both teams are at 2 life; player 0 taps Shepherd of
    Rot ("each player loses 1 life for each Zombie on the battlefield"): each of the four
    players loses 1 life, each team's shared total drops to 0 and both teams lose at the same
    check: the game is a draw, with no winner, every player having lost and none won."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.life(0, 2)
    s.life(2, 2)
    s.battlefield(0, "Shepherd of Rot")
    d = Driver(s.build())
    assert [d.life(p) for p in range(4)] == [2, 2, 2, 2]
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert d.game.is_over and d.game.winners == ()
    assert [p.lost for p in d.state.players] == [True] * 4
    assert not any(p.won for p in d.state.players)
