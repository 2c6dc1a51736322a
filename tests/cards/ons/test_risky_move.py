"""Risky Move — {3}{R}{R}{R} Enchantment.

Oracle: "At the beginning of each player's upkeep, that player gains control of Risky Move.
/ When you gain control of Risky Move from another player, choose a creature you control
and an opponent. Flip a coin. If you lose the flip, that opponent gains control of that
creature."
Rulings covered: ONS-FAQ-098 (no targets), ONS-FAQ-099 (not on entering), ONS-FAQ-100 (the
creature's new control doesn't end).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Risky Move")


def to_flip(seed: int) -> Driver:
    s = Scenario(seed=seed)
    s.battlefield(0, "Risky Move", "Glory Seeker", *["Mountain"] * 4)
    s.hand(0, "Chain of Vapor", "Island")
    s.battlefield(1, "Daru Cavalier")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # player 1 gains control of Risky Move
    d.expect("priority")
    assert d.chars(d.find("Risky Move")).controller == 1
    d.resolve()  # the control trigger: choose a creature, flip
    return d


@pytest.mark.ruling("ONS-FAQ-098", "ONS-OR-0152")
def test_upkeep_control_change_and_the_flip() -> None:
    outcomes = set()
    for seed in range(1, 12):
        d = to_flip(seed)
        if d.decision.kind == "choose_cards":
            d.choose(d.find("Daru Cavalier"))
        flip = [e for e in d.state.log if e.kind == "coin_flip"][-1]
        assert flip.player == 1
        owner = d.chars(d.find("Daru Cavalier")).controller
        assert owner == (1 if flip.data["won"] else 0)
        outcomes.add(flip.data["won"])
    assert outcomes == {True, False}


@pytest.mark.ruling("ONS-FAQ-099")
def test_no_trigger_when_it_enters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Glory Seeker")
    s.hand(0, "Risky Move")
    d = Driver(s.build())
    d.cast(0, "Risky Move")
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not [e for e in d.state.log if e.kind == "coin_flip"]


@pytest.mark.ruling("ONS-FAQ-100", "ONS-OR-0151")
def test_lost_creature_stays_with_the_opponent() -> None:
    for seed in range(1, 30):
        d = to_flip(seed)
        if d.decision.kind == "choose_cards":
            d.choose(d.find("Daru Cavalier"))
        if not [e for e in d.state.log if e.kind == "coin_flip"][-1].data["won"]:
            break
    else:
        pytest.fail("no lost flip")
    cav = d.find("Daru Cavalier")
    assert d.chars(cav).controller == 0
    while not (d.state.turn == 5 and d.state.step.name == "UPKEEP"):
        d.pass_priority()
    assert d.chars(cav).controller == 0  # past the end of turn
