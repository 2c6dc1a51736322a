"""Daru Cavalier — {3}{W} Creature — Human Soldier 2/2.

Oracle: "First strike / When Daru Cavalier enters the battlefield, you may search your library
for a card named Daru Cavalier, reveal it, put it into your hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

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
