"""Consider — {U} Instant.

Oracle: "Look at the top card of your library. You may put that card into your graveyard. /
Draw a card."
Rulings covered: none in the seed documents or the card data.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Consider")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Glory Seeker", "Shock")
    return Driver(s.build())


def test_bin_the_top_card_then_draw() -> None:
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Shock", zone="hand")


def test_keep_the_top_card_and_draw_it() -> None:
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    d.choose(False)
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="library")


def test_only_its_caster_sees_the_card_looked_at() -> None:
    """CR 701.20e (look) and hidden information: while deciding, the top card is shown to its
    owner, who looked at it, and not to the opponent."""
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    d.expect("may")
    mine = d.game.view(0)["players"][0]
    theirs = d.game.view(1)["players"][0]
    assert mine["library_top"]["name"] == "Glory Seeker"
    assert "library_top" not in theirs
    assert "Glory Seeker" not in json.dumps(d.game.view(1))


def test_an_empty_library_asks_nothing_and_the_draw_loses() -> None:
    """With no card to look at there is no choice; the draw from an empty library makes its
    caster lose the game when state-based actions are next checked (CR 121.4, 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    assert d.state.players[0].lost
    assert d.ids("Consider", zone="graveyard")


def test_binning_the_last_card_leaves_nothing_to_draw() -> None:
    """The card goes to the graveyard before the draw (CR 608.2c, in the order written): with
    one card in the library, milling it means drawing from an empty library (CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.players[0].lost


def test_a_malformed_answer_is_refused_and_changes_nothing() -> None:
    """The choice is yes or no; anything else is refused naming the problem, and the card
    stays on top of the library, still to be decided."""
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose("graveyard")
    assert d.game.to_json() == before
    d.expect("may")
    d.choose(False)
    assert d.ids("Glory Seeker", zone="hand")


def test_an_opponent_cannot_answer_for_its_caster() -> None:
    """Only the spell's controller chooses (CR 608.2d); an answer from another player is
    refused and the game is left as it was."""
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="decision"):
        d.choose(True, player=1)
    assert d.game.to_json() == before


def test_two_headed_giant_the_teammate_doesnt_see_the_card_looked_at() -> None:
    """CR 810.5 lets teammates review each other's hands, not a card one of them looked at in
    a library (CR 401.2): during the choice only the caster's view shows the top card."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Consider")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("may")
    assert "Glory Seeker" in json.dumps(d.game.view(0))
    for p in (1, 2, 3):
        assert "Glory Seeker" not in json.dumps(d.game.view(p))
