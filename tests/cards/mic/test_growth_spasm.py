"""Growth Spasm — {2}{G} Sorcery.

Oracle: "Search your library for a basic land card, put it onto the battlefield tapped, then
shuffle. Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this creature:
Add {C}.""
Rulings covered: MIC-OR-0219.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Growth Spasm")

CARD = "Growth Spasm"


def _spawns(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def test_a_tapped_basic_land_and_a_spawn_that_makes_colorless_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Plains", "Temple of Plenty")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Plains", "library"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    plains = d.find("Plains", "battlefield")
    assert d.state.objects[plains].tapped
    (spawn,) = _spawns(d)
    c = d.chars(spawn)
    assert (c.power, c.toughness) == (0, 1) and "Eldrazi" in c.subtypes and not c.colors
    d.mana(0, spawn)
    assert spawn not in d.state.battlefield
    assert d.state.players[0].mana_pool


@pytest.mark.ruling("MIC-OR-0219")
def test_the_spawn_is_created_even_when_no_land_is_found() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Temple of Plenty")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.zone_of("Temple of Plenty") == "library"
    assert len(_spawns(d)) == 1
