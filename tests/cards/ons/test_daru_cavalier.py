"""Daru Cavalier — {3}{W} Creature — Human Soldier 2/2.

Oracle: "First strike / When Daru Cavalier enters the battlefield, you may search your library
for a card named Daru Cavalier, reveal it, put it into your hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Daru Cavalier")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Daru Cavalier")
    s.library(0, "Plains", "Glory Seeker", "Daru Cavalier", "Plains")
    return Driver(s.build())


def test_finds_another_daru_cavalier() -> None:
    d = setup()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    dec = d.expect("search")
    lib_cav = d.find("Daru Cavalier", zone="library")
    assert {a.value for a in dec.actions} == {lib_cav, None}  # only the named card
    d.choose(lib_cav)
    assert d.ids("Daru Cavalier", zone="hand")
    assert any(e.kind == "shuffle" for e in d.game.log)


def test_may_decline() -> None:
    d = setup()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()
    d.choose(False)
    assert not d.ids("Daru Cavalier", zone="hand")
    assert d.ids("Daru Cavalier", zone="library")


def test_has_first_strike() -> None:
    d = setup()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    assert d.chars(d.find("Daru Cavalier", zone="battlefield")).has("First strike")


def test_the_card_found_is_revealed_and_the_library_stays_hidden() -> None:
    """CR 701.23a (search), 701.20a (reveal): the opponent sees nothing of the library during
    the search, then knows the Daru Cavalier revealed and put into the hand."""
    d = setup()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()
    d.choose(True)
    d.expect("search")
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    d.choose(d.find("Daru Cavalier", zone="library"))
    theirs = d.game.view(1)["players"][0]
    assert [c["name"] for c in theirs["hand_known"]] == ["Daru Cavalier"]
    assert "Glory Seeker" not in json.dumps(d.game.view(1))


def test_may_fail_to_find_and_still_shuffles() -> None:
    """CR 701.23b: a search for a card with a stated quality may find nothing though one is
    there; the library is shuffled all the same."""
    d = setup()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()
    d.choose(True)
    d.choose(None)
    assert d.ids("Daru Cavalier", zone="library") and not d.ids("Daru Cavalier", zone="hand")
    assert any(e.kind == "shuffle" for e in d.game.log)


def test_no_other_cavalier_in_the_library_finds_nothing() -> None:
    """CR 701.23g: with no card named Daru Cavalier in the library, its controller may still
    choose to search, though revealing and putting a card into the hand is impossible; the
    search offers only to find nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Daru Cavalier")
    s.library(0, "Plains", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    assert {a.value for a in dec.actions} == {None}
    d.choose(None)
    assert len(d.state.players[0].hand) == 0


def test_a_card_of_another_name_is_refused() -> None:
    """Only a card named Daru Cavalier may be found: choosing Glory Seeker is refused and the
    search is still to be made."""
    d = setup()
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()
    d.choose(True)
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="not a card named Daru Cavalier"):
        d.choose(d.find("Glory Seeker", zone="library"))
    assert d.game.to_json() == before
    d.expect("search")


def test_first_strike_kills_a_blocker_before_it_deals_damage() -> None:
    """CR 702.7b, 510.4: in the first-strike damage step the Cavalier's 2 damage kills the
    blocking Glory Seeker, which then deals no combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Cavalier")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    cav, seeker = d.find("Daru Cavalier"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([cav])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: cav})
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert d.state.objects[cav].damage == 0


def test_two_headed_giant_every_player_sees_the_card_revealed() -> None:
    """CR 701.20a: a card revealed is shown to all players, the teammate and both opponents;
    the rest of the library stays hidden from each of them."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Daru Cavalier")
    s.library(0, "Plains", "Glory Seeker", "Daru Cavalier", "Plains")
    d = Driver(s.build())
    d.cast(0, "Daru Cavalier")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(True)
    d.choose(d.find("Daru Cavalier", zone="library"))
    for p in (1, 2, 3):
        view = d.game.view(p)
        # the teammate sees the whole hand (CR 810.5), the opponents the card revealed
        shown = view["players"][0]["hand" if p == 1 else "hand_known"]
        assert [c["name"] for c in shown] == ["Daru Cavalier"]
        assert "Glory Seeker" not in json.dumps(view)
