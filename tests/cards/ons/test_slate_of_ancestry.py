"""Slate of Ancestry — {4} Artifact.

Oracle: "{4}, {T}, Discard your hand: Draw a card for each creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Slate of Ancestry")


def test_discard_hand_then_draw_per_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Glory Seeker", "Wirewood Savage")
    s.battlefield(1, "Barkhide Mauler")
    s.hand(0, "Shock", "Island", "Swamp")
    s.library(0, "Plains", "Mountain", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    assert {d.game.card(c).name for c in d.state.players[0].graveyard} == {
        "Shock", "Island", "Swamp"}
    assert not d.state.players[0].hand
    d.resolve()
    assert {d.game.card(c).name for c in d.state.players[0].hand} == {"Plains", "Mountain"}


def test_can_be_activated_with_an_empty_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Glory Seeker")
    s.library(0, "Plains", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_an_artifact_new_this_turn_may_pay_tap() -> None:
    """CR 302.6, 602.5a: the {T} restriction is a creature's: a Slate that entered this turn
    may be activated at once."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8, "Glory Seeker")
    s.hand(0, "Slate of Ancestry")
    s.library(0, "Plains", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Slate of Ancestry")
    d.resolve()
    d.activate(0, "Slate of Ancestry")
    d.resolve()
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Plains"]


def test_creatures_are_counted_as_it_resolves() -> None:
    """CR 608.2h: the number is determined on resolution: one of the two creatures is Shocked
    in response, so one card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Plains", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Plains"]


def test_drawing_more_cards_than_the_library_holds_loses_the_game() -> None:
    """CR 121.4, 704.5b: two creatures but one card in the library: the second draw can't
    happen and its controller loses when state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Glory Seeker", "Elvish Warrior")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    d.resolve()
    assert d.state.players[0].lost


def test_no_creature_draws_nothing_but_the_hand_is_still_discarded() -> None:
    """X = 0 (CR 107.3): with no creature, the ability draws no card; the hand was discarded
    as a cost anyway (CR 601.2h, 602.2b). An opponent's creature doesn't count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    d.resolve()
    assert not d.state.players[0].hand and d.zone_of("Shock") == "graveyard"
    assert d.zone_of("Plains") == "library"


def test_a_face_down_creature_counts_and_the_tapped_slate_cant_be_activated_again() -> None:
    """CR 708.2a: a face-down permanent is a creature and counts; the {T} in the cost (CR
    107.5) can't be paid by the tapped Slate, so no second activation is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 8, "Glory Seeker")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.library(0, "Plains", "Mountain", "Island")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    d.resolve()
    assert len(d.state.players[0].hand) == 2
    with pytest.raises(ScriptError, match="expected one activatable ability"):
        d.activate(0, "Slate of Ancestry")
    assert len(d.state.players[0].hand) == 2
