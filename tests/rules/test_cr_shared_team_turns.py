"""Shared team turns (CR 805): a phase added to one player's turn is taken by their team
(805.8).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_an_additional_combat_from_one_player_is_the_teams() -> None:
    """CR 805.8, 805.5a, 805.10a: in a Two-Headed Giant game player 1, the active team's
    second player, activates Aggravated Assault in the precombat main phase: the additional
    combat phase that follows is the team's, so player 0's Glory Seeker attacks in it (the
    team's shared life 30 - 2); then the additional main phase and the turn's own combat."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Aggravated Assault", *["Mountain"] * 5)
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(1, "Aggravated Assault")
    d.resolve()
    assert d.state.step is Step.PRECOMBAT_MAIN
    d.to_combat()
    assert d.decision.player == 0
    d.attack({seeker: 2})
    d.pass_until("postcombat_main", turn=3)  # the additional main phase
    assert d.life(2) == 28
    d.pass_priority()
    d.pass_priority()
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT  # the turn's own combat follows
