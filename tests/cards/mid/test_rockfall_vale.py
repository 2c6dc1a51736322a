"""Rockfall Vale — Land.

Oracle: "Rockfall Vale enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {R} or {G}."
Rulings covered: MID-OR-0908.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .check_land_checks import CheckLandRuling

pytestmark = pytest.mark.card("Rockfall Vale")


def play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Rockfall Vale")
    d = Driver(s.build())
    d.play_land(0, "Rockfall Vale")
    return d, d.find("Rockfall Vale", zone="battlefield")


def test_enters_tapped_with_one_other_land() -> None:
    d, land = play("Mountain")
    assert d.state.objects[land].tapped


def test_enters_untapped_with_two_other_lands() -> None:
    d, land = play("Mountain", "Forest")
    assert not d.state.objects[land].tapped
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"R", "G"}
    d.mana(0, land, "G")
    assert d.state.players[0].mana_pool.get("G") == 1


def test_opponents_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Mountain", "Forest")
    s.hand(0, "Rockfall Vale")
    d = Driver(s.build())
    d.play_land(0, "Rockfall Vale")
    assert d.state.objects[d.find("Rockfall Vale", zone="battlefield")].tapped


class TestCheckLandRuling(CheckLandRuling):
    pytestmark = pytest.mark.ruling("MID-OR-0908")
    CARD = "Rockfall Vale"


def test_any_lands_count_nonbasic_and_tapped_ones_too() -> None:
    """"Two or more other lands" (CR 205.3i): any lands, not just basic ones, tapped or not:
    a tapped Daru Encampment and another Rockfall Vale let it enter untapped; then it taps
    for {R}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", tapped=True)
    s.battlefield(0, "Rockfall Vale", tapped=True)
    s.hand(0, "Rockfall Vale")
    d = Driver(s.build())
    d.play_land(0, "Rockfall Vale")
    new = [o for o in d.ids("Rockfall Vale", zone="battlefield") if not d.state.objects[o].tapped]
    assert len(new) == 1
    d.mana(0, new[0], "R")
    assert d.state.players[0].mana_pool == {"R": 1}


def test_only_one_land_may_be_played_and_a_refusal_changes_nothing() -> None:
    """CR 305.2: after Rockfall Vale is played, a second land play is refused and the game
    is unchanged."""
    from manastack.decisions.actions import PlayLand
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest")
    s.hand(0, "Rockfall Vale", "Forest")
    d = Driver(s.build())
    d.play_land(0, "Rockfall Vale")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, PlayLand(d.find("Forest", zone="hand")))
    assert d.game.fingerprint() == before
