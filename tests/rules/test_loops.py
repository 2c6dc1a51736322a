"""Loops (CR 104.4b, 731.4): a loop that contains an optional action isn't a draw; the player
who makes the optional choice ends it by choosing otherwise.

Two Enduring Scalelords ("Whenever one or more +1/+1 counters are put on another creature you
control, you may put a +1/+1 counter on Enduring Scalelord") make such a loop: each counter
one puts on itself triggers the other's ability. Every turn of it asks its controller the
"you may", so the game never runs on by itself, and declining ends it.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

SCALELORD = "Enduring Scalelord"


def _counters(d: Driver, oid: int) -> int:
    return int(d.state.objects[oid].counters.get("+1/+1", 0))


def test_an_optional_loop_goes_on_while_its_player_says_yes_and_ends_when_they_decline() -> None:
    """CR 104.4b, 731.4, 603.2: Kurbis enters with two +1/+1 counters and both Scalelords
    trigger; each "yes" puts a counter on one Scalelord and triggers the other's ability
    again. After six turns of the loop player 0 declines: the stack empties, the game goes on
    (no draw) and player 0 has priority."""
    s = Scenario(seed=1)
    s.battlefield(0, SCALELORD, SCALELORD, "Forest", "Forest")
    s.hand(0, "Kurbis, Harvest Celebrant")
    for p in range(2):
        s.library(p, *["Forest"] * 4)
    d = Driver(s.build())
    first, second = d.ids(SCALELORD)
    d.cast(0, "Kurbis, Harvest Celebrant", x=0)
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    for _ in range(6):
        d.resolve()
        d.expect("may")
        d.choose(True)
        assert len(d.state.stack) == 2  # the other Scalelord's ability triggered again
    total = _counters(d, first) + _counters(d, second)
    assert total == 6
    while d.state.stack:
        d.resolve()
        d.expect("may")
        d.choose(False)
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.game_over
    assert _counters(d, first) + _counters(d, second) == total
