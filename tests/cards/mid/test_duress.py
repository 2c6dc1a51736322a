"""Duress — {B} Sorcery.

Oracle: "Target opponent reveals their hand. You choose a noncreature, nonland card from it.
That player discards that card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Duress")


def test_takes_a_noncreature_nonland_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Island", "Consider", "Shock")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert d.decision.player == 0
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Consider", zone="hand"), d.find("Shock", zone="hand")}
    d.choose(d.find("Shock", zone="hand"))
    assert d.ids("Shock", zone="graveyard", player=1)
    assert len(d.state.players[1].hand) == 3


def test_nothing_to_take() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority"
    assert len(d.state.players[1].hand) == 2


def test_the_revealed_hand_is_shown_to_both_players_and_the_caster_chooses() -> None:
    """Revealing (CR 701.20a): both players' logs list the cards of the revealed hand; then
    Duress's controller is asked to choose the card (CR 608.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    for p in (0, 1):
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "reveal_hand"]
        assert [(e["player"], sorted(e["cards"])) for e in shown] == \
            [(1, ["Glory Seeker", "Shock"])]
    dec = d.expect("choose_cards")
    assert dec.player == 0 and dec.prompt == "Choose a card for that player to discard"


def test_only_an_opponent_can_be_the_target() -> None:
    """"Target opponent" (CR 115.1, 102.3): its caster is not offered, and choosing them is
    refused with an error, the game left unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress", "Shock")
    s.hand(1, "Consider")
    d = Driver(s.build())
    d.cast(0, "Duress", pay=False)
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(0)
    assert d.game.fingerprint() == before


def test_sorcery_timing() -> None:
    """A sorcery can be cast only in its controller's main phase with an empty stack (CR
    307.1): on the opponent's turn Duress is not castable."""
    from manastack.decisions.actions import CastSpell

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Consider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(d.find("Duress", zone="hand")) not in d.game.legal_actions()


def test_multiplayer_only_the_target_reveals_and_all_players_see_it() -> None:
    """Three players: player 1's hand is revealed to every player (CR 701.20a), player 2's
    Shock among them; player 2's own hand stays hidden from player 0, and the card chosen
    comes from player 1's hand only."""
    import json

    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Consider", "Glory Seeker")
    s.hand(2, "Shock")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    for p in range(3):
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "reveal_hand"]
        assert [(e["player"], sorted(e["cards"])) for e in shown] == \
            [(1, ["Consider", "Glory Seeker"])]
    assert "Shock" not in json.dumps(d.game.view(0))
    d.expect("choose_cards")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == \
        {d.find("Consider", zone="hand")}
    d.choose(d.find("Consider", zone="hand"))
    assert d.find("Consider", zone="graveyard", player=1)
    assert d.find("Shock", zone="hand", player=2)


def test_an_empty_hand_reveals_nothing_and_nothing_is_discarded() -> None:
    """The target opponent has no cards in hand: Duress resolves, nothing is chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Duress") == "graveyard"
    assert d.state.players[1].graveyard == []


def test_two_headed_giant_a_teammate_is_not_an_opponent() -> None:
    """Two-Headed Giant (CR 810): a teammate is not an opponent (CR 102.3); only the two
    players of the other team are offered as Duress's target."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Consider")
    s.hand(2, "Shock")
    s.hand(3, "Consider")
    d = Driver(s.build())
    d.cast(0, "Duress", pay=False)
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {2, 3}
    d.choose(2)
    d.pay()
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Shock", zone="hand"))
    assert d.find("Shock", zone="graveyard", player=2)


def test_the_hand_is_revealed_even_with_nothing_to_take() -> None:
    """The reveal doesn't depend on the choice (CR 608.2c, 701.20a): with only a creature card
    and a land card, player 1's hand is still revealed to both players, then nothing is
    discarded."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    for p in (0, 1):
        shown = [e for e in d.game.view(p)["log"] if e["kind"] == "reveal_hand"]
        assert [(e["player"], sorted(e["cards"])) for e in shown] == \
            [(1, ["Glory Seeker", "Island"])]
    assert d.state.players[1].graveyard == []
