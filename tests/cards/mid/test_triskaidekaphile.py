"""Triskaidekaphile — {1}{U} Creature — Human Wizard 1/3.

Oracle: "You have no maximum hand size. / At the beginning of your upkeep, if you have exactly
thirteen cards in your hand, you win the game. / {3}{U}: Draw a card."
Rulings covered: MID-RN-138.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Triskaidekaphile")


def setup(cards: int, step: str = "end", active: int = 1) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Triskaidekaphile")
    s.hand(0, *["Plains"] * cards)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.at(step, active=active, turn=4 if active == 1 else 3)
    return Driver(s.build())


def test_thirteen_cards_at_upkeep_wins() -> None:
    d = setup(13)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert d.state.players[1].lost and not d.state.players[0].lost


@pytest.mark.ruling("MID-RN-138", "MID-OR-0252")
def test_twelve_cards_at_upkeep_does_not_trigger() -> None:
    d = setup(12)
    d.pass_until("draw", turn=5)
    assert len(d.state.players[0].hand) == 13
    assert not d.state.players[1].lost


def test_no_maximum_hand_size() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Triskaidekaphile")
    s.hand(0, *["Plains"] * 10)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert len(d.state.players[0].hand) == 10


def test_draw_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Triskaidekaphile")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Triskaidekaphile")
    d.resolve()
    assert d.ids("Forest", zone="hand")


def test_its_controllers_opponent_still_discards_to_seven() -> None:
    """CR 402.2, 514.1: "You have no maximum hand size" is its controller's only: player 1,
    with nine cards at their cleanup step, discards down to seven."""
    s = Scenario(seed=1)
    s.battlefield(0, "Triskaidekaphile")
    s.hand(1, *["Plains"] * 9)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "discard" and d.decision.player == 1


def test_a_card_cast_in_response_leaves_twelve_and_the_ability_does_nothing() -> None:
    """CR 603.4: the "if" is checked again as the ability resolves. With thirteen cards the
    ability triggers; its controller casts Shock in response, leaving twelve: nobody wins.
    CR 704.1a: an ability watching for a game state is a triggered ability, not a
    state-based action: it waits on the stack, and players may respond."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Triskaidekaphile")
    s.hand(0, "Shock", *["Plains"] * 12)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert len(d.state.players[0].hand) == 12
    d.resolve()
    assert not d.state.game_over and not d.state.players[1].lost


def test_fourteen_cards_isn_t_exactly_thirteen() -> None:
    """"Exactly thirteen" (CR 603.4): with fourteen cards the upkeep ability doesn't trigger."""
    d = setup(14)
    d.pass_until("draw", turn=5)
    assert not d.state.players[1].lost and not d.state.game_over


def test_the_opponent_s_upkeep_doesn_t_trigger_it() -> None:
    """"Your upkeep": thirteen cards in hand in the opponent's upkeep win nothing."""
    d = setup(13, active=0)
    d.pass_until("draw", turn=4)
    assert d.state.active == 1
    assert not d.state.game_over


def test_multiplayer_winning_makes_every_opponent_lose() -> None:
    """CR 104.2b: an effect says player 0 wins the game; in a three-player game both other
    players are out and the game ends with player 0 as the only winner (CR 104.2a)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Triskaidekaphile")
    s.hand(0, *["Plains"] * 13)
    for p in range(3):
        s.library(p, "Island", "Island", "Island")
    s.at("end", active=2, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.active == 0
    d.resolve()
    assert d.state.game_over and d.game.winners == (0,)
    assert d.state.players[1].lost and d.state.players[2].lost
