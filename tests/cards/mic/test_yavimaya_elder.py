"""Yavimaya Elder — {1}{G}{G} Creature — Human Druid 2/1.

Oracle: "When Yavimaya Elder dies, you may search your library for up to two basic land cards,
reveal them, put them into your hand, then shuffle. / {2}, Sacrifice Yavimaya Elder: Draw a
card."
Rulings covered: MIC-OR-0241.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Yavimaya Elder")

CARD = "Yavimaya Elder"


@pytest.mark.ruling("MIC-OR-0241")
def test_sacrificed_the_search_resolves_before_the_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.library(0, "Island", "Plains", "Swamp", "Temple of Plenty")
    d = Driver(s.build())
    d.activate(0, CARD)
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 2  # the dies trigger above the draw
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    d.choose(d.find("Plains", "library"))
    d.choose(d.find("Swamp", "library"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    hand = set(d.state.players[0].hand)
    assert {d.find("Plains"), d.find("Swamp")} == hand  # nothing drawn yet
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_may_decline_the_search() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    d.choose(False)
    assert not d.state.players[0].hand and len(d.state.players[0].library) == 2


def test_only_basic_lands_up_to_two_revealed_to_everyone() -> None:
    """CR 205.4a, 701.23a: "up to two basic land cards": Temple of Plenty isn't offered; one
    card may be taken, and it is revealed: the opponent's view of the log names it
    (CR 701.20a)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Temple of Plenty", "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    d.choose(True)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
    assert offered == {d.find("Forest", "library")}
    d.choose(d.find("Forest", "library"))
    while d.decision.kind != "priority":
        d.choose(None)
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
    view = d.game.view(1)
    assert "Forest" in [e.get("card") for e in view["log"] if e["kind"] == "reveal"]


def test_the_sacrifice_ability_needs_two_mana() -> None:
    """CR 602.2b, 118.3: {2} and sacrificing it are both costs; with one land it can't be
    activated."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    s.library(0, "Island")
    d = Driver(s.build())
    elder = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == elder]


def test_a_stolen_elder_searches_and_draws_for_the_player_who_controlled_it() -> None:
    """CR 603.3a, 109.5: the opponent's Elder, Threatened and sacrificed for its own ability:
    "you" is its controller, player 0, who searches their own library for basic lands and
    draws; the card goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Forest", "Forest")
    s.hand(0, "Threaten")
    s.library(0, "Plains", "Island")
    s.battlefield(1, CARD)
    s.library(1, "Swamp", "Forest")
    d = Driver(s.build())
    elder = d.find(CARD)
    d.cast(0, "Threaten", targets=[elder])
    d.resolve()
    d.activate(0, elder)
    assert d.ids(CARD, "graveyard", player=1)
    d.resolve()
    d.expect("may")
    assert d.decision.player == 0
    d.choose(True)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
    assert offered == {d.find("Plains", "library"), d.find("Island", "library")}
    d.choose(d.find("Plains", "library"))
    while d.decision.kind != "priority":
        d.choose(None)
    d.resolve()
    assert sorted(d.game.name_of(c) for c in d.state.players[0].hand) == ["Island", "Plains"]
    assert not d.state.players[1].hand and len(d.state.players[1].library) == 2


def test_returned_to_the_hand_it_didnt_die_so_no_search() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; Geistwave returns the
    Elder to its owner's hand: no trigger (its controller draws for Geistwave)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.hand(0, "Geistwave")
    s.library(0, "Plains", "Forest")
    d = Driver(s.build())
    d.cast(0, "Geistwave", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "hand"
    assert not d.state.stack and d.decision.kind == "priority"
    assert sorted(d.game.name_of(c) for c in d.state.players[0].hand) == ["Plains", CARD]


def test_a_nonbasic_land_is_refused_naming_it_and_nothing_changes() -> None:
    """CR 205.4a: Temple of Plenty isn't a basic land card: choosing it is refused with an
    error naming it, the game unchanged; the Forest is then taken."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Temple of Plenty", "Forest")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    d.choose(True)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Temple of Plenty"):
        d.choose(d.find("Temple of Plenty", "library"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Forest", "library"))
    while d.decision.kind != "priority":
        d.choose(None)
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Forest"]
