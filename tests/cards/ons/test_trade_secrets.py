"""Trade Secrets — {1}{U}{U} Sorcery.

Oracle: "Target opponent draws two cards, then you draw up to four cards. That opponent may
repeat this process as many times as they choose."
Rulings covered: ONS-FAQ-096, ONS-FAQ-097.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Trade Secrets")


@pytest.mark.ruling("ONS-FAQ-096", "ONS-FAQ-097")
def test_opponent_repeats_after_seeing_your_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    assert len(d.state.players[1].hand) == 2
    assert d.expect("choose_number").player == 0
    d.choose(1)
    assert len(d.state.players[0].hand) == 1
    assert d.expect("may").player == 1  # decides after seeing that you drew one
    d.choose(True)
    assert len(d.state.players[1].hand) == 4
    d.expect("choose_number")
    d.choose(4)
    assert len(d.state.players[0].hand) == 5
    d.choose(False)
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[1].hand) == 4


def test_drawing_from_an_empty_library_loses_only_after_the_spell_resolves() -> None:
    """CR 704.3, 704.5b: no state-based actions are checked while Trade Secrets resolves, so
    an opponent who drew from an empty library may still repeat the process; they lose
    once it has resolved."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 10)
    s.library(1, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    d.choose(0)
    d.choose(True)  # draws the third Forest, then fails to draw
    assert len(d.state.players[1].hand) == 3 and not d.state.players[1].library
    d.choose(2)
    assert d.expect("may").player == 1  # still in the game, still asked
    d.choose(False)
    assert len(d.state.players[0].hand) == 2
    assert not d.state.players[1].in_game and d.game.decision is None
    assert d.state.players[0].in_game


def test_you_may_draw_no_card_and_the_opponent_may_stop_at_once() -> None:
    """CR 608.2c: the instructions are followed in order, so the opponent has drawn two cards
    before you choose how many to draw; "up to four" lets you choose none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    dec = d.expect("choose_number")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {0, 1, 2, 3, 4}
    assert len(d.state.players[1].hand) == 2
    d.choose(0)
    d.choose(False)
    assert not d.state.players[0].hand and len(d.state.players[0].library) == 3
    assert d.zone_of("Trade Secrets") == "graveyard"


def test_only_an_opponent_is_a_target_and_the_roles_follow_the_caster() -> None:
    """CR 115.1, 109.5: "target opponent" excludes the caster; "you" is whoever cast it (here
    the second player), who chooses the number, and the targeted player decides to repeat."""
    s = Scenario(seed=1)
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Trade Secrets")
    s.library(0, *["Forest"] * 6)
    s.library(1, *["Island"] * 6)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Trade Secrets", pay=False)
    dec = d.expect("target")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {0}
    d.choose(0)
    d.pay()
    d.resolve()
    assert d.expect("choose_number").player == 1
    d.choose(3)
    assert d.expect("may").player == 0
    d.choose(False)
    assert len(d.state.players[0].hand) == 2 and len(d.state.players[1].hand) == 3


def test_an_opponent_with_shroud_leaves_no_target_so_it_can_t_be_cast() -> None:
    """CR 702.18a, 601.2c: True Believer gives its controller shroud; with that player the
    only opponent, Trade Secrets has no legal target and casting it is refused, leaving the
    card in hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.battlefield(1, "True Believer")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.card == d.find("Trade Secrets")]
    assert d.zone_of("Trade Secrets") == "hand"


def test_five_cards_is_refused_and_changes_nothing() -> None:
    """"Up to four" (CR 107.1c): choosing to draw five is refused with an error, and the game
    is unchanged."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    d.expect("choose_number")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="5"):
        d.choose(5)
    assert d.game.fingerprint() == before


def test_the_opponent_gaining_shroud_in_response_leaves_it_without_effect() -> None:
    """CR 608.2b, 702.18a: in response, the targeted opponent puts True Believer onto the
    battlefield with Cryptic Gateway; as Trade Secrets resolves its only target is illegal,
    so nobody draws and it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 4)
    s.battlefield(1, "Cryptic Gateway", "Daru Healer", "Glory Seeker")
    s.hand(1, "True Believer")
    s.library(1, *["Forest"] * 4)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.pass_priority()
    d.activate(1, "Cryptic Gateway", choices=[d.find("Daru Healer"), d.find("Glory Seeker")])
    d.resolve()
    d.choose(d.find("True Believer", zone="hand"))
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.state.players[0].hand == [] and d.state.players[1].hand == []
    assert d.zone_of("Trade Secrets") == "graveyard"
