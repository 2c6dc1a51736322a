"""Shepherd of Rot — {1}{B} Creature — Zombie Cleric 1/1.

Oracle: "{T}: Each player loses 1 life for each Zombie on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shepherd of Rot")

def test_each_player_loses_one_per_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Shepherd of Rot", "Festering Goblin")
    s.battlefield(1, "Accursed Centaur")
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert (d.life(0), d.life(1)) == (17, 17)


def test_face_down_zombies_dont_count_and_x_is_counted_once() -> None:
    """CR 708.2a: a face-down creature has no creature type; CR 608.2h: the Zombies are
    counted once, so each player loses the same amount."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shepherd of Rot")
    s.battlefield(1, "Gluttonous Zombie", face_down=True)
    s.battlefield(1, "Festering Goblin")
    s.life(0, 2)
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert (d.life(0), d.life(1)) == (0, 18)
    assert not d.state.players[0].in_game


def test_both_players_reaching_zero_together_is_a_draw() -> None:
    """CR 704.5a, 104.4a: each player loses the life at once; both at 0 lose at the same
    state-based check and the game is a draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shepherd of Rot")
    s.battlefield(1, "Festering Goblin")
    s.life(0, 2)
    s.life(1, 2)
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert d.state.game_over and d.state.winners == ()
    assert not d.state.players[0].in_game and not d.state.players[1].in_game
