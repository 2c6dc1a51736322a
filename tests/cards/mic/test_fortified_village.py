"""Fortified Village — Land.

Oracle: "As Fortified Village enters the battlefield, you may reveal a Forest or Plains card from your hand. If you
don't, Fortified Village enters the battlefield tapped. / {T}: Add {G} or {W}."
Rulings covered: MIC-OR-0284 (any land card of those types, basic or not), MIC-OR-0285 (it is
not of those types itself), MIC-OR-0286 (a land entering from the hand with it may be revealed),
MIC-OR-0287 (put onto the battlefield tapped: tapped even if a card is revealed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import reveal_land_checks as checks

CARD = "Fortified Village"
pytestmark = pytest.mark.card("Fortified Village")


def test_reveal_a_forest_or_plains_or_it_enters_tapped() -> None:
    checks.check_reveal_or_tapped(CARD, "Forest", "Island")
    checks.check_reveal_or_tapped(CARD, "Plains", "Island")


def test_taps_for_either_color() -> None:
    checks.check_taps_for_either_color(CARD, ("G", "W"))


@pytest.mark.ruling("MIC-OR-0284")
def test_any_land_card_of_those_types_even_nonbasic() -> None:
    """Official ruling: "You may reveal any land card with either or both of the appropriate
    subtypes. It doesn't have to be a basic land.": Canopy Vista, a nonbasic Forest Plains."""
    checks.check_nonbasic_land_of_the_type(CARD, "Canopy Vista")


@pytest.mark.ruling("MIC-OR-0285")
def test_it_is_not_of_those_types_itself() -> None:
    """Official ruling: "Lands don't have a subtype just because they can produce mana of the
    corresponding color. Fortified Village itself is neither a Forest nor a Plains ..., so you can't reveal one to
    satisfy the ability of another.\""""
    checks.check_itself_is_not_of_the_type(CARD)


@pytest.mark.ruling("MIC-OR-0286", "MIC-OR-0287")
def test_a_land_entering_with_it_may_be_revealed_and_tapped_stays_tapped() -> None:
    """Official rulings: "If a Forest or Plains is entering the battlefield from your hand at the
    same time as Fortified Village, you may reveal the other land ..." and "If an effect instructs you
    to put Fortified Village onto the battlefield tapped, it will still enter the battlefield tapped
    even if you reveal a land card from your hand." (Wrenn and Seven's [0].)"""
    checks.check_entering_together_from_the_hand(CARD, "Forest")


def test_the_revealed_card_is_known_to_the_opponent_and_the_rest_of_the_hand_isn_t() -> None:
    """CR 701.20a, 402.3: the Forest revealed stays in the hand, known to the opponent, whose
    view lists it among that hand's known cards; the Island, never revealed, stays hidden."""
    s = Scenario(seed=1)
    s.hand(0, CARD, "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.choose(d.find("Forest"))
    view = d.game.view(1)
    assert [c["name"] for c in view["players"][0]["hand_known"]] == ["Forest"]
    assert view["players"][0]["hand_count"] == 2
    assert "Island" not in str(view)


def test_in_two_headed_giant_a_teammate_s_forest_can_t_be_revealed() -> None:
    """CR 810.5: teammates don't share their hands: with a Forest only in the teammate's
    hand, nothing can be revealed from "your hand" (only "none" is offered, the Island of the
    hand not being one, CR 400.2), and the Village enters tapped."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.hand(0, CARD, "Island")
    s.hand(1, "Forest", "Plains")
    d = Driver(s.build())
    d.play_land(0, CARD)
    assert d.expect("choose_cards").player == 0
    assert [a.value for a in d.decision.actions] == [None]
    d.choose(None)
    assert d.decision.kind == "priority"
    assert d.state.objects[d.find(CARD, "battlefield")].tapped
    assert not [e for e in d.state.log if e.kind == "reveal"]
