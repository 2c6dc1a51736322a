"""Temple of Plenty — Land.

Oracle: "Temple of Plenty enters the battlefield tapped. / When Temple of Plenty enters the
battlefield, scry 1. (Look at the top card of your library. You may put that card on the bottom
of your library.) / {T}: Add {G} or {W}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Temple of Plenty")


def _played() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.hand(0, "Temple of Plenty")
    s.library(0, "Glory Seeker", "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, "Temple of Plenty")
    return d, d.find("Temple of Plenty", zone="battlefield")


def test_enters_tapped() -> None:
    d, temple = _played()
    assert d.state.objects[temple].tapped


@pytest.mark.ruling("MIC-OR-0305")
def test_enters_trigger_scries_one_to_the_bottom() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    d, _ = _played()
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("scry")
    assert set(d.game.legal_actions()) == {Choose("top"), Choose("bottom")}
    seeker = d.find("Glory Seeker", "library")
    d.choose("bottom")
    assert d.state.players[0].library[-1] == seeker
    assert d.state.players[0].library[0] == d.find("Forest", "library")


@pytest.mark.ruling("MIC-OR-0305")
def test_scry_may_keep_the_card_on_top() -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom."."""
    d, _ = _played()
    d.resolve()
    seeker = d.find("Glory Seeker", "library")
    d.choose("top")
    assert d.state.players[0].library[0] == seeker
    assert d.decision.kind == "priority" and not d.state.stack


def test_taps_for_either_colour() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Temple of Plenty")
    d = Driver(s.build())
    temple = d.find("Temple of Plenty")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == temple}
    assert options == {"G", "W"}
    d.mana(0, temple, "W")
    assert d.state.players[0].mana_pool.get("W") == 1
