"""Acceptance scenarios for flipping a coin (CR 705) with Risky Move in a multiplayer game.

* 705.1, 705.2: the player told to flip wins or loses the flip; the result decides what
  happens, and the flip is logged with its result.
* 102.2, 102.3: "an opponent" chosen in a three-player game may be either opponent; the chosen
  one gains control of the creature if the flip is lost.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


@pytest.mark.parametrize("seed", [1, 2])  # a lost flip, then a won one
def test_risky_move_in_three_players_gives_the_creature_to_the_chosen_opponent(seed: int) -> None:
    """CR 705.2, 102.3: player 1 gains control of Risky Move in their upkeep; its trigger has
    player 1 choose their creature (Daru Cavalier) and one of their two opponents (player 2,
    both offered), then flip: if player 1 loses the flip player 2 gains control of the
    Cavalier; if player 1 wins it stays with player 1. Player 0 gets nothing either way."""
    s = Scenario(players=3, seed=seed)
    s.battlefield(0, "Risky Move", "Mountain", "Mountain")
    s.battlefield(1, "Daru Cavalier", "Island")
    s.battlefield(2, "Glory Seeker")
    for p in range(3):
        s.library(p, *["Mountain"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # player 1 gains control of Risky Move
    assert d.chars(d.find("Risky Move")).controller == 1
    d.resolve()  # its control trigger
    cavalier = d.find("Daru Cavalier")
    d.expect("choose_cards")
    d.choose(cavalier)
    d.expect("choose_player")
    assert {a.value for a in d.game.legal_actions()} == {0, 2}
    d.choose(2)
    (flip,) = [e for e in d.state.log if e.kind == "coin_flip"]
    assert flip.player == 1
    assert d.chars(cavalier).controller == (1 if flip.data["won"] else 2)
