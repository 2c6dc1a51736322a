"""A draw replaced within a sequence of draws (CR 614.11a): the replacement's actions are all
completed before the sequence resumes.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_replaced_first_draw_is_completed_before_the_second_draw() -> None:
    """CR 614.11a, 121.2: Faithful Mending draws two cards; Words of Wind's shield replaces
    the first draw, so each player returns a permanent before the second card is drawn: while
    they choose, nothing has been drawn yet; then exactly one card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of Wind", "Island", "Island", "Plains", "Forest", "Glory Seeker")
    s.hand(0, "Faithful Mending", "Plains")
    s.library(0, "Swamp", "Mountain", "Forest")
    s.battlefield(1, "Daru Cavalier")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.activate(0, "Words of Wind")
    d.resolve()
    d.cast(0, "Faithful Mending")
    d.resolve()
    assert d.expect("choose_cards").player == 0
    assert len(d.state.players[0].library) == 3
    d.choose(d.find("Glory Seeker"))
    assert d.expect("choose_cards").player == 1
    assert len(d.state.players[0].library) == 3
    d.choose(d.find("Daru Cavalier"))
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Daru Cavalier") == "hand"
    d.expect("discard")
    assert len(d.state.players[0].library) == 2
