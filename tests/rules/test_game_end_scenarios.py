"""Acceptance scenarios for ending the game (CR 104): a player whose life total is 0 or less
only loses when the state-based actions are checked, so life lost and gained back within one
resolution, or within one combat damage step (lifelink, 510.2, 702.15b), loses nothing
(104.3b, 704.3); a player who drew from an empty library loses at the next check (104.3c,
121.4); in a multiplayer game, when all of a player's opponents lose at once, that player wins
(104.2a), and when all the players remaining lose at once the game is a draw, which no player
who left before wins (104.4a, 104.5).
"""

from __future__ import annotations

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_life_lost_to_zero_and_gained_back_within_one_resolution_loses_nothing() -> None:
    """CR 104.3b, 704.3: at 2 life, player 0 targets themselves with Cabal Archon's "target
    player loses 2 life and you gain 2 life": their life is 0 only in the middle of the
    resolution, and the state-based actions, checked after it, find 2."""
    s = Scenario(seed=1, life=2)
    s.battlefield(0, "Cabal Archon", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[0], choices=[d.find("Cabal Archon")])
    d.resolve()
    assert d.life(0) == 2
    assert not d.game.is_over


def test_damage_taking_a_player_below_0_life_loses_with_a_negative_total() -> None:
    """CR 104.3b, 704.5a, 119.3, 107.1b: at 1 life player 1 takes 2 damage from Shock: their
    life total becomes -1 (a life total can be less than 0), and the state-based actions make
    them lose the game."""
    s = Scenario(seed=1)
    s.life(1, 1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == -1
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.players[1].lost and not d.state.players[0].lost


def test_more_than_ten_poison_counters_lose_the_game_at_the_first_check() -> None:
    """CR 104.3d, 704.5c, 122.1f: a player with eleven poison counters (ten or more) loses the
    game as soon as the state-based actions are checked, before anyone gets priority."""
    s = Scenario(seed=1)
    s.poison(1, 11)
    g = s.build()
    assert g.is_over and g.winners == (0,)
    assert g.state.players[1].lost and g.state.players[1].poison == 11


def test_a_player_whose_opponents_all_lose_at_once_wins() -> None:
    """CR 104.2, 104.2a, 704.5a, 119.2, 119.6: in a three-player game Syphon Soul deals 2 damage to each other
    player, at 2 and 1 life: both lose at once, and player 0, the only one left, wins."""
    s = Scenario(players=3, seed=1)
    s.life(1, 2)
    s.life(2, 1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.players[1].lost and d.state.players[2].lost


def test_drawing_more_cards_than_the_library_holds_loses_at_the_next_check() -> None:
    """CR 104.3c, 121.4, 704.5b: Drown in Dreams with X=3 makes player 1 draw three cards from
    a library of two: they draw both, and lose when the state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Drown in Dreams")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Drown in Dreams", targets=[1], x=3, modes=[0])
    d.resolve()
    draws = [e for e in d.game.log if e.kind == "draw" and e.player == 1]
    assert len(draws) == 2
    assert d.game.is_over and d.game.winners == (0,)


def test_a_two_player_game_ends_with_the_loser_s_cards_where_they_are() -> None:
    """CR 800.1, 104.2a: 800.4a (a player who leaves takes their objects) is a rule of
    multiplayer games. In a two-player game the loser's permanents, hand, library and
    graveyard stay where they are as the other player wins: the final position is kept."""
    s = Scenario(seed=1)
    s.life(1, 2)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.hand(1, "Shock")
    s.graveyard(1, "Nosy Goblin")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert d.game.is_over and d.game.winners == (0,)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Shock") == "hand"
    assert d.zone_of("Nosy Goblin") == "graveyard"
    assert len(d.state.players[1].library) == 2
    view = d.game.view(0)
    assert view["players"][1]["hand_count"] == 1 and view["players"][1]["library"] == 2
    assert [o["name"] for o in view["players"][1]["graveyard"]] == ["Nosy Goblin"]


def test_combat_damage_and_lifelink_at_2_life_are_dealt_at_once_and_lose_nothing() -> None:
    """CR 104.3b, 510.2, 702.15a, 702.15b: at 2 life, player 1 blocks Glory Seeker with Dennick, Pious
    Apprentice (2/3, lifelink) and takes 3 from the unblocked Gluttonous Zombie: all combat
    damage is dealt at once, the 3 life lost and the 2 gained by lifelink with it, so the
    state-based actions find 1 life and player 1 stays in the game. Lifelink is a static
    ability: no triggered ability waits to gain the life after the check."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Gluttonous Zombie")
    s.battlefield(1, "Dennick, Pious Apprentice")
    s.life(1, 2)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker, zombie = d.find("Glory Seeker"), d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([seeker, zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Dennick, Pious Apprentice"): seeker})
    d.pass_until("end_of_combat")
    assert d.life(1) == 1 and not d.game.is_over
    assert d.zone_of("Glory Seeker") == "graveyard"


def _three_at_2_life_with_shepherd() -> Driver:
    s = Scenario(players=3, seed=1, life=2)
    s.battlefield(0, "Shepherd of Rot")
    s.battlefield(1, "Festering Goblin")
    for p in range(3):
        s.library(p, "Forest")
    return Driver(s.build())


def test_all_three_players_losing_at_once_is_a_draw() -> None:
    """CR 104.4, 104.4a, 704.3: at 2 life each, Shepherd of Rot makes each of the three players lose
    2 life (two Zombies); all three lose at the same check: the game is a draw."""
    d = _three_at_2_life_with_shepherd()
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert d.game.is_over and d.game.winners == ()
    assert all(p.lost for p in d.state.players)


def test_the_last_two_players_losing_at_once_is_a_draw_the_one_who_left_doesnt_win() -> None:
    """CR 104.4a, 104.5, 104.3a: player 2 concedes and leaves; the game goes on between players
    0 and 1, who then both lose at once to Shepherd of Rot: a draw, with no winner (player 2
    lost when they left)."""
    d = _three_at_2_life_with_shepherd()
    d.act(2, Concede())
    assert not d.game.is_over
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert d.game.is_over and d.game.winners == ()
    assert [p.lost for p in d.state.players] == [True, True, True]
