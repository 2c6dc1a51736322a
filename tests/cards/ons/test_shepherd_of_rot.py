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


def test_in_two_headed_giant_each_team_loses_twice_the_zombies() -> None:
    """CR 810.9: each of the four players loses 1 life for the one Zombie (the Shepherd
    itself), and each loss comes off that player's team's shared total: 30 - 2 = 28 for
    both teams."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Shepherd of Rot")
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert [d.life(p) for p in range(4)] == [28, 28, 28, 28]


def test_the_zombies_are_counted_as_it_resolves() -> None:
    """CR 608.2h: the number is determined on resolution: a Zombie destroyed in response no
    longer counts (Festering Goblin, shocked: one Zombie, the Shepherd, is left)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shepherd of Rot", "Festering Goblin")
    s.battlefield(1, "Mountain", "Krosan Tusker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.zone_of("Festering Goblin") == "graveyard"
    d.expect("target")  # Festering Goblin's dies trigger: -1/-1 to target creature
    d.choose(d.find("Krosan Tusker"))
    d.resolve()
    assert d.chars(d.find("Krosan Tusker")).power == 5
    d.resolve()
    assert not d.state.stack
    assert (d.life(0), d.life(1)) == (19, 19)


def test_a_phased_out_zombie_isn_t_counted() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist: player 1's
    phased-out Gluttonous Zombie isn't among the Zombies on the battlefield: each player loses
    1 (the Shepherd alone)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shepherd of Rot")
    s.battlefield(1, "Gluttonous Zombie", phased_out=True)
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert (d.life(0), d.life(1)) == (19, 19)


def test_made_to_read_elf_each_player_loses_a_life_per_elf() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Shepherd of Rot's text: its
    type line reads Elf Cleric, and each player loses 1 life for each Elf (itself and
    Wellwisher), Festering Goblin no longer counting."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Shepherd of Rot", "Wellwisher", "Festering Goblin")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    shepherd = d.find("Shepherd of Rot")
    d.cast(0, "Artificial Evolution", targets=[shepherd])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(shepherd).subtypes == {"Elf", "Cleric"}
    d.activate(0, shepherd)
    d.resolve()
    assert (d.life(0), d.life(1)) == (18, 18)
