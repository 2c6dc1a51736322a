"""Screaming Seahawk — {4}{U} Creature — Bird 2/2.

Oracle: "Flying / When Screaming Seahawk enters the battlefield, you may search your library
for a card named Screaming Seahawk, reveal it, put it into your hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.illegal_actions import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Screaming Seahawk")


def test_fetches_another_seahawk() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    assert d.chars(d.find("Screaming Seahawk", zone="battlefield")).has("Flying")
    d.resolve()
    d.choose(True)
    d.choose(d.find("Screaming Seahawk", zone="library"))
    assert d.ids("Screaming Seahawk", zone="hand")


def test_search_may_find_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    d.resolve()
    d.choose(True)
    d.choose(None)  # CR 701.23b: a search for a named card may fail to find
    assert not d.ids("Screaming Seahawk", zone="hand")
    assert d.ids("Screaming Seahawk", zone="library")


def shuffles(d: Driver) -> int:
    return sum(1 for ev in d.state.log if ev.kind == "shuffle" and ev.player == 0)


@pytest.mark.ruling("ONS-OR-0082")
@pytest.mark.parametrize("search", [True, False])
def test_shuffles_whenever_it_searches_even_finding_nothing(search: bool) -> None:
    """Official ruling: "The "If you do" means "If you search"."

    The ruling was written for the older wording "... If you do, shuffle your library."; the
    current Oracle text reads "you may search ..., then shuffle": searching, even without
    finding a Seahawk (CR 701.23b), is followed by a shuffle, and declining the search is not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(search)
    if search:
        d.choose(None)  # find nothing
    d.expect("priority")
    assert shuffles(d) == (1 if search else 0)
    assert d.ids("Screaming Seahawk", zone="library")


def test_declining_leaves_the_seahawk_in_the_library() -> None:
    """The search is optional ("you may"): declining it puts nothing into the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(False)
    d.expect("priority")
    assert not d.ids("Screaming Seahawk", zone="hand")
    assert len(d.state.players[0].library) == 2


def test_a_card_of_another_name_cannot_be_found() -> None:
    """The search finds only a card named Screaming Seahawk: choosing an Island is refused with
    an error naming the problem, and the Island stays in the library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    d.resolve()
    d.choose(True)
    island = d.find("Island", zone="library")
    with pytest.raises(IllegalActionError, match="Island is not a card named Screaming Seahawk"):
        d.choose(island)
    d.expect("search")
    assert d.zone_of("Island", player=0) != "hand"
    assert island in d.state.players[0].library
