"""Information Dealer — {1}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Look at the top X cards of your library, where X is the number of Wizards on
the battlefield, then put them back in any order."
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Information Dealer")


def setup(*others: str) -> Driver:
    s = Scenario(seed=6)
    s.battlefield(0, "Information Dealer")
    if others:
        s.battlefield(1, *others)
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    return Driver(s.build())


def library_names(d: Driver) -> list[str]:
    return [d.game.card(c).name for c in d.state.players[0].library]


def test_counts_every_players_wizards() -> None:
    d = setup("Crafty Pathmage", "Glory Seeker")
    d.activate(0, "Information Dealer")
    d.resolve()
    d.expect("order_cards")
    assert {a.value for a in d.decision.actions} == {d.find("Forest"), d.find("Island")}
    d.choose(d.find("Island"))
    assert library_names(d) == ["Island", "Forest", "Swamp", "Mountain"]
    assert [e.amount for e in d.state.log if e.kind == "look"] == [2]


def test_alone_it_looks_at_one_card() -> None:
    d = setup("Glory Seeker")
    d.activate(0, "Information Dealer")
    d.resolve()
    assert d.decision.kind == "priority"
    assert [e.amount for e in d.state.log if e.kind == "look"] == [1]
    assert library_names(d) == ["Forest", "Island", "Swamp", "Mountain"]
