"""Acceptance scenarios for emblems (CR 114) in a multiplayer game.

CR 800.4a   an emblem leaves the game with its owner: its abilities stop working.
"""

from __future__ import annotations

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_800_4a_a_teferi_emblem_leaves_the_game_with_its_owner() -> None:
    """Three players: player 0 gets Teferi's emblem, then concedes in player 1's turn. The
    emblem leaves the command zone with them, and in player 2's turn nothing untaps or draws
    for it."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    for p in range(3):
        s.library(p, *["Island"] * 5)
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    assert [d.state.objects[o].owner for o in d.state.command] == [0]
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    d.game.apply(0, Concede())
    assert not d.state.command
    n = len(d.state.log)
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 2
    assert [e.player for e in d.state.log[n:] if e.kind == "draw"] == [2]
