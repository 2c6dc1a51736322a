"""Acceptance scenarios for emblems (CR 114).

CR 800.4a   an emblem leaves the game with its owner: its abilities stop working.
CR 702.26b  a phased-out permanent is treated as though it doesn't exist: Teferi's emblem
            doesn't untap it in an opponent's untap step, and it phases in only in its
            controller's own untap step (CR 502.1).
"""

from __future__ import annotations

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


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


def test_702_26b_teferi_s_emblem_doesnt_untap_a_phased_out_permanent() -> None:
    """Player 0 gets Teferi's emblem, then phases out their own tapped Glory Seeker with
    Spectral Adversary. In player 1's untap step the emblem untaps player 0's Islands but not
    the phased-out Seeker; in player 0's next untap step it phases in and untaps."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.hand(0, "Spectral Adversary")
    for p in range(2):
        s.library(p, *["Island"] * 5)
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    seeker = d.find("Glory Seeker")
    phase_out_with_adversary(d, seeker)
    assert all(d.state.objects[i].tapped for i in d.ids("Island", zone="battlefield"))
    d.pass_until("upkeep", turn=4)
    assert not any(d.state.objects[i].tapped for i in d.ids("Island", zone="battlefield"))
    o = d.state.objects[seeker]
    assert o.phased_out and o.tapped
    d.pass_until("upkeep", turn=5)
    o = d.state.objects[seeker]
    assert not o.phased_out and not o.tapped
