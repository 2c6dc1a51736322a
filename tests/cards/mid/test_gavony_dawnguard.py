"""Gavony Dawnguard — {1}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Ward {1} / If it's neither day nor night, it becomes day as Gavony Dawnguard enters
the battlefield. / Whenever day becomes night or night becomes day, look at the top four
cards of your library. You may reveal a creature card with mana value 3 or less from among
them and put it into your hand. Put the rest on the bottom of your library in any order."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import DayNightTriggerRulings

pytestmark = pytest.mark.card("Gavony Dawnguard")

CARD = "Gavony Dawnguard"


def test_enters_makes_day_and_has_ward() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Gavony Dawnguard")
    d = Driver(s.build())
    d.cast(0, "Gavony Dawnguard")
    d.resolve()
    assert d.state.day_night == "day"
    assert d.chars(d.find("Gavony Dawnguard")).has("Ward")
    assert not d.state.stack


def test_night_falls_take_a_small_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gavony Dawnguard")
    s.day_night("day")
    s.library(0, "Krosan Tusker", "Glory Seeker", "Plains", "Shock", "Island", "Island")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":  # the active player of turn 4 cast nothing
        d.pass_priority()
    assert d.state.day_night == "night" and d.state.turn == 5
    assert d.decision.kind == "choose_cards"
    # Only Glory Seeker can be taken (Krosan Tusker has mana value 7).
    d.choose(d.find("Glory Seeker", zone="library"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert d.ids("Glory Seeker", zone="hand")
    lib = d.state.players[0].library
    assert d.find("Island", zone="library") == lib[0]
    assert set(lib[-3:]) == {d.find("Krosan Tusker"), d.find("Plains"), d.find("Shock")}


class TestDayNightTriggerRulings(DayNightTriggerRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0075", "MID-OR-0076", "MID-OR-0077", "MID-OR-0078", "MID-OR-0079",
        "MID-OR-0080",
    )
    CARD = CARD

    def check_trigger(self, d: Driver) -> None:
        d.resolve()
        # no creature card among the top four: its controller is asked all the same (whether
        # they are asked must not tell the others, CR 701.20e), and takes none
        assert d.game.legal_actions() == [Choose(None)]
        d.expect("choose_cards")
        d.choose(None)
        d.expect("order_cards")  # all go to the bottom


def _night_falls_on_its_controller() -> Driver:
    """Day, and player 1's turn 4 with no spell cast: it becomes night as turn 5 begins
    (CR 730.2a), and the Dawnguard's ability resolves; its controller's choice is next."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gavony Dawnguard")
    s.day_night("day")
    s.library(0, "Krosan Tusker", "Glory Seeker", "Plains", "Shock", "Island", "Island")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_cards")
    return d


def test_the_card_taken_is_revealed_and_the_others_stay_hidden() -> None:
    """CR 701.20e, 401.2: only the controller looks at the four cards; the creature card taken
    is revealed (the opponent's view knows it in that hand), the three others go to the
    bottom unseen by the opponent."""
    d = _night_falls_on_its_controller()
    seen = json.dumps(d.game.view(1))
    assert "Glory Seeker" not in seen and "Krosan Tusker" not in seen
    d.choose(d.find("Glory Seeker", zone="library"))
    seen = json.dumps(d.game.view(1))
    known = [c["name"] for c in d.game.view(1)["players"][0]["hand_known"]]
    assert known == ["Glory Seeker"]
    for hidden in ("Krosan Tusker", "Shock", "Plains"):
        assert hidden not in seen


def test_may_take_none_then_all_four_go_to_the_bottom() -> None:
    """"You may reveal": taking none is allowed; all four cards go to the bottom."""
    d = _night_falls_on_its_controller()
    hand = len(d.state.players[0].hand)
    d.choose(None)
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert len(d.state.players[0].hand) == hand
    lib = d.state.players[0].library
    assert set(lib[-4:]) == {d.find("Krosan Tusker"), d.find("Glory Seeker"),
                             d.find("Plains"), d.find("Shock")}


def test_a_card_that_is_not_a_small_creature_is_refused_and_nothing_changes() -> None:
    """Krosan Tusker (mana value 7) and Shock (no creature) can't be taken: the refusal says
    why, in the ability's words, naming cards their controller has looked at (CR 608.2d,
    701.20e); the game is unchanged. An Island below the four, unseen, is refused without
    being named (CR 401.2)."""
    from manastack.game import IllegalActionError

    d = _night_falls_on_its_controller()
    before = d.game.fingerprint()
    for wrong in ("Krosan Tusker", "Shock"):
        with pytest.raises(IllegalActionError,
                           match=f"{wrong} is not a creature card with mana value 3 or less"):
            d.choose(d.find(wrong, zone="library"))
        assert d.game.fingerprint() == before
    below = d.state.players[0].library[4]
    with pytest.raises(IllegalActionError, match="a card you can't see") as err:
        d.choose(below)
    assert "Island" not in str(err.value)
    with pytest.raises(IllegalActionError) as err:  # the opponent hasn't seen Krosan Tusker
        d.game.apply(1, Choose(d.find("Krosan Tusker", zone="library")))
    assert "Krosan Tusker" not in str(err.value)
    assert d.game.fingerprint() == before


def test_entering_at_night_leaves_it_night() -> None:
    """CR 730.1: "If it's neither day nor night" — at night it stays night as the Dawnguard
    enters, and nothing triggers (day didn't become night)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Gavony Dawnguard")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Gavony Dawnguard")
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack and d.decision.kind == "priority"


def test_it_triggers_as_night_becomes_day_too() -> None:
    """CR 730.2b: at night, the previous turn's active player cast two spells, so it becomes
    day as the next turn begins, and the Dawnguard's ability triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gavony Dawnguard", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.day_night("night")
    s.library(0, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("end", turn=3)
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.day_night == "day" and d.state.turn == 4
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker", zone="library", player=0))
    assert d.ids("Glory Seeker", zone="hand")


def test_ward_counters_an_opponents_spell_unless_they_pay() -> None:
    """CR 702.21a: ward {1} counters Shock unless its controller pays {1}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gavony Dawnguard")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    guard = d.find("Gavony Dawnguard")
    d.cast(1, "Shock", targets=[guard])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard"
    assert d.state.objects[guard].damage == 0
