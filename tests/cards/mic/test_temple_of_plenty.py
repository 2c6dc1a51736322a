"""Temple of Plenty — Land.

Oracle: "Temple of Plenty enters the battlefield tapped. / When Temple of Plenty enters the
battlefield, scry 1. (Look at the top card of your library. You may put that card on the bottom
of your library.) / {T}: Add {G} or {W}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import scry_land_checks as checks
from tests.cards.mic.mana_source_checks import mana_options

CARD = "Temple of Plenty"
pytestmark = pytest.mark.card("Temple of Plenty")


def test_enters_tapped() -> None:
    checks.check_enters_tapped(CARD)


@pytest.mark.ruling("MIC-OR-0305")
def test_enters_trigger_scries_one_to_the_bottom() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    checks.check_enters_trigger_scries_one_to_the_bottom(CARD)


@pytest.mark.ruling("MIC-OR-0305")
def test_scry_may_keep_the_card_on_top() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    checks.check_scry_may_keep_the_card_on_top(CARD)


def test_taps_for_either_colour() -> None:
    checks.check_taps_for_either_colour(CARD, ("G", "W"), "W")


def test_only_its_controller_sees_the_scried_card() -> None:
    """CR 701.22a, 401.2: the scrying player looks at the top card; the opponent's view
    doesn't show it, before or after it goes to the bottom."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.library(0, "Glory Seeker", "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.resolve()
    d.expect("scry")
    assert "Glory Seeker" in json.dumps(d.game.view(0))
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    d.choose("bottom")
    assert "Glory Seeker" not in json.dumps(d.game.view(1))


@pytest.mark.ruling("MIC-OR-0306", "MIC-OR-0307", "MIC-OR-0308")
def test_with_an_empty_library_the_scry_does_nothing() -> None:
    """CR 701.22a: the trigger (no targets, so nothing makes it fail to resolve, MIC-OR-0308)
    scries 1 with no card to look at: it resolves without a question and the Temple stays
    tapped; with one card there is nothing to order (MIC-OR-0306, MIC-OR-0307: the scry is
    all it does)."""
    s = Scenario(seed=1)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    temple = d.find(CARD)
    assert d.state.objects[temple].tapped
    assert mana_options(d, temple) == set()


def test_it_counts_as_the_land_played_this_turn() -> None:
    """CR 305.2: the Temple is the turn's land; a second land can't be played."""
    from manastack.decisions.actions import PlayLand

    s = Scenario(seed=1)
    s.hand(0, CARD, "Forest")
    s.library(0, "Island")
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.resolve()
    d.choose("top")
    assert PlayLand(d.find("Forest", zone="hand")) not in d.game.legal_actions()
