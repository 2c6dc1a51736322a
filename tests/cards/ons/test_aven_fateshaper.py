"""Aven Fateshaper — {6}{U} Creature — Bird Wizard 4/5.

Oracle: "Flying / When Aven Fateshaper enters the battlefield, look at the top four cards of
your library, then put them back in any order. / {4}{U}: Look at the top four cards of your
library, then put them back in any order."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aven Fateshaper")

LIB = ("Forest", "Island", "Swamp", "Mountain", "Plains")


def names(d: Driver) -> list[str]:
    return [d.game.card(c).name for c in d.state.players[0].library]


def test_enters_and_reorders_the_top_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Aven Fateshaper")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.cast(0, "Aven Fateshaper")
    d.resolve()
    d.resolve()  # the enters trigger
    d.expect("order_cards")
    assert len(d.decision.actions) == 4
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library"))
    assert names(d) == ["Mountain", "Swamp", "Island", "Forest", "Plains"]


def test_activated_ability_reorders_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    d.expect("order_cards")
    for name in ("Island", "Forest", "Swamp"):
        d.choose(d.find(name, zone="library"))
    assert names(d) == ["Island", "Forest", "Swamp", "Mountain", "Plains"]


def test_with_fewer_than_four_cards_it_looks_at_all_of_them() -> None:
    """The top four cards of a library of two are those two (CR 401.1): it looks at both and
    puts them back in the order chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    assert d.chars(d.find("Aven Fateshaper")).has("Flying")
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    d.expect("order_cards")
    assert len(d.decision.actions) == 2
    d.choose(d.find("Island", zone="library"))
    assert names(d) == ["Island", "Forest"]


def test_the_ability_can_be_activated_in_an_opponents_turn() -> None:
    """CR 602.2: no timing restriction: in player 1's upkeep player 0 looks at the top four."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    s.library(0, *LIB)
    s.library(1, "Forest")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    d.expect("order_cards")
    assert d.decision.player == 0
    for name in ("Mountain", "Swamp", "Forest"):
        d.choose(d.find(name, zone="library"))
    assert names(d) == ["Mountain", "Swamp", "Forest", "Island", "Plains"]


def test_the_cards_looked_at_stay_hidden_from_the_opponent() -> None:
    """CR 401.2: the library's order and cards are hidden; the four cards the Fateshaper's
    controller looks at and reorders are named in player 0's view only."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    s.library(0, "Shock", "Island", "Swamp", "Mountain", "Plains")
    d = Driver(s.build())
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    d.expect("order_cards")
    assert "Shock" in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(1))
    for name in ("Mountain", "Shock", "Island"):
        d.choose(d.find(name, zone="library"))
    assert "Shock" not in json.dumps(d.game.view(1))


def test_put_onto_the_battlefield_by_another_player_it_looks_at_their_library() -> None:
    """CR 603.3a, 109.5: player 0's Curse of Unbinding puts player 1's Aven Fateshaper onto the
    battlefield under player 0's control; its "enters" ability is player 0's, and "your
    library" is player 0's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Unbinding", attached_to=1)
    s.library(0, *LIB)
    s.library(1, "Aven Fateshaper", "Swamp")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    d.resolve()
    d.expect("order_cards")
    assert d.decision.player == 0
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert offered == set(d.state.players[0].library[:4])
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library", player=0))
    assert names(d) == ["Mountain", "Swamp", "Island", "Forest", "Plains"]


def test_a_card_below_the_top_four_is_refused() -> None:
    """CR 401.1: only the top four cards are looked at and reordered; choosing the fifth card
    is refused with an error, the library is unchanged and the choice is still pending."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    s.library(0, *LIB)
    d = Driver(s.build())
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    d.expect("order_cards")
    before = list(d.state.players[0].library)
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Plains", zone="library"))
    assert d.state.players[0].library == before
    d.expect("order_cards")
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library"))
    assert names(d) == ["Mountain", "Swamp", "Island", "Forest", "Plains"]


def test_with_an_empty_library_the_ability_does_nothing() -> None:
    """CR 401.1, 609.3: with no cards in the library there is nothing to look at; the ability
    resolves without asking for an order."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Aven Fateshaper")
    d = Driver(s.build())
    d.activate(0, "Aven Fateshaper")
    d.resolve()
    assert not d.state.stack
    assert d.decision.kind == "priority"
    assert all(d.state.objects[i].tapped for i in d.ids("Island"))
