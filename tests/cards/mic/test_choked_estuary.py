"""Choked Estuary — Land.

Oracle: "As Choked Estuary enters the battlefield, you may reveal an Island or Swamp card from your hand. If you
don't, Choked Estuary enters the battlefield tapped. / {T}: Add {U} or {B}."
Rulings covered: MIC-OR-0271 (any land card of those types, basic or not), MIC-OR-0272 (it is
not of those types itself), MIC-OR-0273 (a land entering from the hand with it may be revealed),
MIC-OR-0274 (put onto the battlefield tapped: tapped even if a card is revealed).
"""

from __future__ import annotations

import pytest

from tests.cards.mic import reveal_land_checks as checks

CARD = "Choked Estuary"
pytestmark = pytest.mark.card("Choked Estuary")


def test_reveal_an_island_or_swamp_or_it_enters_tapped() -> None:
    checks.check_reveal_or_tapped(CARD, "Island", "Forest")
    checks.check_reveal_or_tapped(CARD, "Swamp", "Forest")


def test_taps_for_either_color() -> None:
    checks.check_taps_for_either_color(CARD, ("U", "B"))


@pytest.mark.ruling("MIC-OR-0271")
def test_any_land_card_of_those_types_even_nonbasic() -> None:
    """Official ruling: "You may reveal any land card with either or both of the appropriate
    subtypes. It doesn't have to be a basic land.": Sunken Hollow, a nonbasic Island Swamp."""
    checks.check_nonbasic_land_of_the_type(CARD, "Sunken Hollow")


@pytest.mark.ruling("MIC-OR-0272")
def test_it_is_not_of_those_types_itself() -> None:
    """Official ruling: "Lands don't have a subtype just because they can produce mana of the
    corresponding color. Choked Estuary itself is neither an Island nor a Swamp ..., so you can't reveal one to
    satisfy the ability of another.\""""
    checks.check_itself_is_not_of_the_type(CARD)


@pytest.mark.ruling("MIC-OR-0273", "MIC-OR-0274")
def test_a_land_entering_with_it_may_be_revealed_and_tapped_stays_tapped() -> None:
    """Official rulings: "If an Island or Swamp is entering the battlefield from your hand at the
    same time as Choked Estuary, you may reveal the other land ..." and "If an effect instructs you
    to put Choked Estuary onto the battlefield tapped, it will still enter the battlefield tapped
    even if you reveal a land card from your hand." (Wrenn and Seven's [0].)"""
    checks.check_entering_together_from_the_hand(CARD, "Island")


def test_played_from_the_top_of_the_library_a_land_in_hand_may_still_be_revealed() -> None:
    """CR 614.12: the "as enters" choice is made however it enters: played from the top of the
    library with Augur of Autumn, Choked Estuary may reveal the Island in hand and enters
    untapped; revealing nothing, it enters tapped."""
    from manastack.decisions.actions import PlayLand
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    for reveal in (True, False):
        s = Scenario(seed=1)
        s.battlefield(0, "Augur of Autumn")
        s.hand(0, "Island")
        s.library(0, CARD, "Forest")
        d = Driver(s.build())
        d.act(0, PlayLand(d.find(CARD, zone="library")))
        while d.decision.kind != "priority":
            d.choose(d.find("Island", zone="hand") if reveal else None)
        land = d.find(CARD, zone="battlefield")
        assert d.state.objects[land].tapped is not reveal
        assert d.zone_of("Island") == "hand"


def test_a_forest_can_t_be_revealed_and_the_revealed_island_is_public() -> None:
    """The reveal asks for an Island or Swamp card (CR 614.12): a Forest in hand is not among
    the choices, and choosing it is refused with the choice still pending. The revealed
    Island is shown to the opponent (CR 701.20a); the Forest stays hidden."""
    import json

    from manastack.game import IllegalActionError
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.hand(0, CARD, "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, CARD)
    forest = d.find("Forest", zone="hand")
    assert forest not in {a.value for a in d.game.legal_actions()}
    with pytest.raises(IllegalActionError):
        d.choose(forest)
    d.expect("choose_cards")
    d.choose(d.find("Island", zone="hand"))
    land = d.find(CARD, zone="battlefield")
    assert not d.state.objects[land].tapped
    theirs = json.dumps(d.game.view(1)["log"])
    assert "Island" in theirs and "Forest" not in theirs
