"""Biorhythm — {6}{G}{G} Sorcery.

Oracle: "Each player's life total becomes the number of creatures they control."
Rulings covered: ONS-FAQ-135, ONS-FAQ-136, ONS-FAQ-137.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Biorhythm")


@pytest.mark.ruling("ONS-FAQ-135", "ONS-FAQ-137", "ONS-OR-0169")
def test_life_becomes_creature_count_by_gain_or_loss() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Forest"] * 8), "Elvish Warrior", "Glory Seeker", "Wellwisher")
    s.battlefield(1, "Gluttonous Zombie")
    s.life(0, 1)
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    n = len(d.state.log)
    d.resolve()
    assert d.life(0) == 3
    assert d.life(1) == 1
    kinds = {(e.kind, e.player, e.amount) for e in d.state.log[n:]}
    assert ("life_gain", 0, 2) in kinds
    assert ("life_loss", 1, 19) in kinds


@pytest.mark.ruling("ONS-FAQ-136", "ONS-OR-0168")
def test_player_without_creatures_goes_to_zero_and_loses() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Forest"] * 8), "Elvish Warrior")
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    assert d.life(1) == 0
    assert d.state.players[1].lost and d.state.game_over and d.state.winners == (0,)


def test_face_down_creatures_count_and_phased_out_ones_dont() -> None:
    """A face-down permanent is a creature (CR 708.2a) and counts; a phased-out creature is
    treated as though it doesn't exist (CR 702.26b) and doesn't: player 1, with a Glory
    Seeker, a face-down creature and a phased-out creature, ends at 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Forest"] * 8), "Elvish Warrior")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.battlefield(1, "Gangrenous Goliath", phased_out=True)
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    assert (d.life(0), d.life(1)) == (1, 2)


def test_counts_the_creatures_a_player_controls_not_owns() -> None:
    """CR 108.4, 110.2: "creatures they control" counts by control; player 0 controls two
    creatures, one owned by player 1, and player 1 controls one: 2 and 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Forest"] * 8), "Elvish Warrior")
    s.battlefield(0, "Glory Seeker", owner=1)
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    assert (d.life(0), d.life(1)) == (2, 1)


@pytest.mark.ruling("ONS-OR-0168")
def test_multiplayer_players_without_creatures_lose_and_the_game_goes_on() -> None:
    """CR 104.3b, 800.4a: in a four-player game, the two players controlling no creatures go
    to 0 life and lose together; the game continues between the other two. A player whose
    life already equals the count neither gains nor loses life (CR 119.5)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *(["Forest"] * 8), "Elvish Warrior", "Glory Seeker")
    s.battlefield(3, "Glory Seeker", "Glory Seeker", "Gluttonous Zombie")
    s.life(3, 3)
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    n = len(d.state.log)
    d.resolve()
    assert [d.life(p) for p in range(4)] == [2, 0, 0, 3]
    assert [d.state.players[p].lost for p in range(4)] == [False, True, True, False]
    assert not d.state.game_over
    assert not [e for e in d.state.log[n:] if e.kind in ("life_gain", "life_loss")
                and e.player == 3]
    assert d.decision.kind == "priority" and d.decision.player == 0
