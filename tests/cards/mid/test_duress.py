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
