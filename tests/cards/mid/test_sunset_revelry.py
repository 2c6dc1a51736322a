"""Sunset Revelry — {1}{W} Sorcery.

Oracle: "If an opponent has more life than you, you gain 4 life. / If an opponent controls
more creatures than you, create two 1/1 white Human creature tokens. / If an opponent has
more cards in hand than you, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Sunset Revelry")


def test_all_three_when_behind() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.life(0, 10)
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert d.life(0) == 14
    assert len(d.ids("Human", zone="battlefield", player=0)) == 2
    assert d.ids("Island", zone="hand")


def test_nothing_when_not_behind() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Sunset Revelry")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert d.life(0) == 20
    assert not d.ids("Human", zone="battlefield")
    assert not d.ids("Island", zone="hand")


def test_each_condition_may_be_met_by_a_different_opponent() -> None:
    """CR 102.2 "an opponent": any one opponent. At a table of three, player 1 has more life,
    player 2 more creatures; neither has more cards in hand: player 0 gains 4 life and makes
    two Humans but draws nothing."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Sunset Revelry", "Forest")
    s.life(1, 21)
    s.battlefield(2, "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Island")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert d.life(0) == 24
    assert len(d.ids("Human", zone="battlefield", player=0)) == 2
    assert d.ids("Island", zone="library", player=0)


def test_a_tie_is_not_more() -> None:
    """"More ... than you": equal life, as many creatures and as many cards in hand (the
    Revelry itself having left the hand as it was cast, CR 601.2a) meet no condition."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Sunset Revelry", "Forest")
    s.battlefield(1, "Glory Seeker", "Forest", "Forest")
    s.hand(1, "Island")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert d.life(0) == 20
    assert not d.ids("Human", zone="battlefield")
    assert not d.ids("Island", zone="hand", player=0)


def test_hands_are_compared_as_it_resolves() -> None:
    """The conditions are checked as the spell resolves (CR 608.2h): with the Revelry on the
    stack its caster holds no card against the opponent's one, and draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.hand(1, "Island")
    s.library(0, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert d.ids("Swamp", zone="hand")
    assert d.life(0) == 20 and not d.ids("Human", zone="battlefield")


def test_the_tokens_are_white_human_1_1_creatures() -> None:
    """The two tokens are as the spell describes them (CR 111.4): 1/1 white Human creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    humans = d.ids("Human", zone="battlefield", player=0)
    assert len(humans) == 2
    for h in humans:
        c = d.chars(h)
        assert (c.power, c.toughness, c.colors) == (1, 1, {"W"})
        assert c.is_creature and "Human" in c.subtypes


def test_in_two_headed_giant_life_is_the_team_s_and_creatures_are_each_player_s() -> None:
    """A player's life total is their team's (CR 810.9a): 27 against 25, so the caster gains 4
    and the team is at 29. Creatures are counted per player: an opponent's one Elvish Warrior
    is more than the caster's none, though the teammate controls two."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.life(0, 25)
    s.life(2, 27)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    s.battlefield(3, "Elvish Warrior")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (29, 29, 27)
    assert len(d.ids("Human", zone="battlefield", player=0)) == 2
    assert d.state.players[0].hand == []


def test_an_opponent_s_face_down_creature_is_a_creature_they_control() -> None:
    """A face-down permanent is a 2/2 creature (CR 708.2a): the opponent's one face-down
    creature is more creatures than the caster's none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.battlefield(1, "Krosan Tusker", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert len(d.ids("Human", zone="battlefield", player=0)) == 2


def test_in_two_headed_giant_an_opponent_s_own_hand_is_compared() -> None:
    """Cards in hand are each player's own (CR 810.5): an opposing player holding one card
    has more than the caster's none, so the caster draws, though the caster's teammate
    holds three."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.hand(1, "Island", "Island", "Island")
    s.hand(3, "Swamp")
    for p in range(4):
        s.library(p, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
    assert d.life(0) == 30 and not d.ids("Human", zone="battlefield")



def test_a_player_who_left_the_game_is_no_longer_an_opponent() -> None:
    """With three players, player 1 (more life, creatures and cards in hand) concedes; a
    player who left the game is no longer an opponent (CR 800.4a, 102.2): compared with player 2
    alone, no condition is met."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sunset Revelry")
    s.life(0, 10)
    s.life(2, 5)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Island", "Island")
    s.library(0, "Island")
    d = Driver(s.build())
    d.act(1, Concede())
    d.cast(0, "Sunset Revelry")
    d.resolve()
    assert d.life(0) == 10
    assert not d.ids("Human", zone="battlefield")
    assert d.state.players[0].hand == []


def test_changed_on_the_stack_it_creates_two_elves() -> None:
    """CR 612.2a: Sunset Revelry made to read Elf creates two 1/1 white Elf Tokens when an
    opponent controls more creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island")
    s.hand(0, "Sunset Revelry", "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    spell = d.cast(0, "Sunset Revelry")
    evolve(d, spell, "Human", "Elf")
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).colors) for t in tokens(d, 0)]
    assert made == [("Elf Token", {"Elf"}, {"W"})] * 2
