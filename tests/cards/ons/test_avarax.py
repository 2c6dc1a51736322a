"""Avarax — {3}{R}{R} Creature — Beast 3/3.

Oracle: "Haste / When Avarax enters the battlefield, you may search your library for a card
named Avarax, reveal it, put it into your hand, then shuffle. / {1}{R}: Avarax gets +1/+0
until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer

pytestmark = pytest.mark.card("Avarax")


def test_fetches_another_avarax_and_attacks_at_once() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Avarax")
    s.library(0, "Avarax", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Avarax")
    d.resolve()
    d.resolve()
    d.choose(True)
    search = d.expect("search")  # CR 701.23a: what is searched for, as the card words it
    assert search.prompt == "Search your library for a card named Avarax"
    assert Describer(d.game, 0, "ja").prompt("search", search.prompt).startswith(
        "探すカードを選んでください。")
    d.choose(d.find("Avarax", zone="library"))
    assert d.ids("Avarax", zone="hand")
    d.to_combat()
    d.attack([d.find("Avarax", zone="battlefield")])  # haste
    d.pass_until("end")
    assert d.life(1) == 17


def test_firebreathing_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Avarax", "Mountain", "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    av = d.find("Avarax")
    d.activate(0, av)
    d.resolve()
    d.activate(0, av)
    d.resolve()
    assert (d.chars(av).power, d.chars(av).toughness) == (5, 3)
    d.pass_until("upkeep", turn=4)
    assert d.chars(av).power == 3


def test_the_search_may_be_declined_or_find_nothing_and_the_library_is_shuffled() -> None:
    """CR 603.5, 701.23b: "you may search": declined, nothing happens; searched with no card
    named Avarax in the library, nothing is found, and the library is still shuffled
    (CR 701.24a)."""
    for search in (False, True):
        s = Scenario(seed=1)
        s.battlefield(0, *["Mountain"] * 5)
        s.hand(0, "Avarax")
        s.library(0, "Mountain", "Shock")
        d = Driver(s.build())
        d.cast(0, "Avarax")
        d.resolve()
        d.resolve()
        d.expect("may")
        d.choose(search)
        if search:
            dec = d.expect("search")
            assert {a.value for a in dec.actions} == {None}
            d.choose(None)
        assert not d.state.players[0].hand
        shuffled = any(e.kind == "shuffle" and e.player == 0 for e in d.state.log)
        assert shuffled is search


def test_only_a_card_named_avarax_is_offered_and_the_found_one_is_revealed() -> None:
    """CR 701.23a, 701.20a: the search offers the Avarax in the library, not the Mountain nor
    Shock; the card found is revealed, so the opponent's log names it and their view shows it
    in player 0's hand, while the library's other cards stay hidden."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Avarax")
    s.library(0, "Avarax", "Mountain", "Shock")
    d = Driver(s.build())
    d.cast(0, "Avarax")
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    found = d.find("Avarax", zone="library")
    assert {a.value for a in dec.actions} - {None} == {found}
    d.choose(found)
    view = d.game.view(1)
    assert [e["card"] for e in view["log"] if e["kind"] == "reveal"] == ["Avarax"]
    assert [c["name"] for c in view["players"][0]["hand_known"]] == ["Avarax"]
    assert "Shock" not in str(view)


def test_it_triggers_when_it_enters_without_being_cast() -> None:
    """CR 603.6a: the enters-the-battlefield ability triggers however Avarax enters: returned
    from the graveyard by Diregraf Rebirth, it searches for the other Avarax."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 3, "Forest", "Forest")
    s.hand(0, "Diregraf Rebirth")
    s.graveyard(0, "Avarax")
    s.library(0, "Avarax", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Avarax", zone="graveyard")])
    d.resolve()
    assert d.ids("Avarax", zone="battlefield")
    d.resolve()
    d.choose(True)
    d.choose(d.find("Avarax", zone="library"))
    assert d.ids("Avarax", zone="hand")
