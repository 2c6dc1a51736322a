"""Shared checks and set-ups for the lands that enter tapped, tap for {C} and are sacrificed
({2}, {T}) to search the library for land cards put onto the battlefield tapped (Krosan Verge,
Myriad Landscape)."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.mana_source_checks import mana_options, on_the_battlefield


def activated(card: str, *library: str) -> Driver:
    """``card``'s search ability, paid for with two Swamps, resolving over ``library``."""
    s = Scenario(seed=1)
    s.battlefield(0, card, "Swamp", "Swamp")
    s.library(0, *library)
    d = Driver(s.build())
    d.activate(0, card)
    assert d.zone_of(card) == "graveyard"
    d.resolve()
    return d


def offered(d: Driver) -> set[int]:
    """The cards the search offers (not the choice to stop)."""
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose) and a.value}


def check_enters_tapped(card: str) -> None:
    s = Scenario(seed=1)
    s.hand(0, card)
    d = Driver(s.build())
    d.play_land(0, card)
    assert d.state.objects[d.find(card, zone="battlefield")].tapped


def check_taps_for_colourless(card: str) -> None:
    d, land = on_the_battlefield(card)
    assert mana_options(d, land) == {"C"}
