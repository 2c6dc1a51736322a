"""Gavony Dawnguard — {1}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Ward {1} / If it's neither day nor night, it becomes day as Gavony Dawnguard enters
the battlefield. / Whenever day becomes night or night becomes day, look at the top four
cards of your library. You may reveal a creature card with mana value 3 or less from among
them and put it into your hand. Put the rest on the bottom of your library in any order."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

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
        # they are asked must not tell the others, CR 701.20b), and takes none
        assert d.game.legal_actions() == [Choose(None)]
        d.expect("choose_cards")
        d.choose(None)
        d.expect("order_cards")  # all go to the bottom
