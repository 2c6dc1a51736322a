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
