"""Duress — {B} Sorcery.

Oracle: "Target opponent reveals their hand. You choose a noncreature, nonland card from it.
That player discards that card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Duress")


def test_takes_a_noncreature_nonland_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Island", "Consider", "Shock")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert d.decision.player == 0
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Consider", zone="hand"), d.find("Shock", zone="hand")}
    d.choose(d.find("Shock", zone="hand"))
    assert d.ids("Shock", zone="graveyard", player=1)
    assert len(d.state.players[1].hand) == 3


def test_nothing_to_take() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority"
    assert len(d.state.players[1].hand) == 2
