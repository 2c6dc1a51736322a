"""Temple of Deceit — Land.

Oracle: "Temple of Deceit enters the battlefield tapped. / When Temple of Deceit enters the
battlefield, scry 1. (Look at the top card of your library. You may put that card on the bottom
of your library.) / {T}: Add {U} or {B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from tests.cards.mic import scry_land_checks as checks

CARD = "Temple of Deceit"
pytestmark = pytest.mark.card("Temple of Deceit")


def test_enters_tapped() -> None:
    checks.check_enters_tapped(CARD)


@pytest.mark.ruling("MIC-OR-0301")
def test_enters_trigger_scries_one_to_the_bottom() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    checks.check_enters_trigger_scries_one_to_the_bottom(CARD)


@pytest.mark.ruling("MIC-OR-0301")
def test_scry_may_keep_the_card_on_top() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    checks.check_scry_may_keep_the_card_on_top(CARD)


def test_taps_for_either_colour() -> None:
    checks.check_taps_for_either_colour(CARD, ("U", "B"), "B")


def test_the_scry_happens_though_the_temple_left_and_shows_the_card_to_its_owner_only() -> None:
    """CR 113.7a: the enters trigger exists apart from its source: Beast Within destroys the
    Temple in response, and the scry still happens. CR 701.22a,
    400.2: the card looked at is known to its owner, not to the opponent."""
    import json

    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD, "Beast Within")
    s.library(0, "Glory Seeker", "Forest", "Island", "Swamp")
    d = Driver(s.build())
    d.play_land(0, CARD)
    assert len(d.state.stack) == 1
    d.cast(0, "Beast Within", targets=[d.find(CARD, "battlefield")])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    d.expect("scry")
    top = d.state.players[0].library[0]
    name = d.game.card(top).name
    assert name in json.dumps(d.game.view(0)) and name not in json.dumps(d.game.view(1))
    d.choose("bottom")
    assert d.state.players[0].library[-1] == top
    assert d.decision.kind == "priority" and not d.state.stack


def test_scry_with_an_empty_library_asks_nothing() -> None:
    """CR 701.22a (scry N looks at the top N cards; with none there, there is nothing
    to look at): the trigger resolves with no decision and the game goes on."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert not d.state.players[0].library
    assert d.zone_of(CARD) == "battlefield"


def test_a_refused_scry_answer_names_the_choices_and_changes_nothing() -> None:
    """Only "top" or "bottom" answers the scry: another answer is refused with the choices
    named, the library is unchanged and the decision is still there."""
    from manastack.game import IllegalActionError
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.library(0, "Glory Seeker", "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.resolve()
    before = list(d.state.players[0].library)
    with pytest.raises(IllegalActionError, match="top|bottom"):
        d.choose("middle")
    assert d.state.players[0].library == before
    d.expect("scry")


def test_untapped_next_turn_it_taps_for_blue_into_a_spell() -> None:
    """It enters tapped (CR 614.1c), untaps in its controller's next untap step (CR 502.3) and
    then adds {U}."""
    from manastack.scenario import Scenario
    from manastack.testing import Driver

    s = Scenario(seed=1)
    s.hand(0, CARD)
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.play_land(0, CARD)
    d.resolve()
    d.choose("top")
    temple = d.find(CARD)
    d.pass_until("precombat_main", turn=5)
    assert not d.state.objects[temple].tapped
    d.mana(0, temple, "U")
    assert d.state.players[0].mana_pool.get("U") == 1
