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


def test_only_a_basic_land_card_may_be_found_and_the_library_is_shuffled() -> None:
    """CR 205.4c, 701.23a: "basic land card": Sunken Hollow (an Island Swamp, not basic) and a
    creature card aren't offered, the basic Swamp is; its owner shuffles the library after
    (CR 701.24a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Sunken Hollow", "Glory Seeker", "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    offered = {a.value for a in d.game.legal_actions()} - {None}
    assert offered == {d.find("Swamp", "library")}
    d.choose(d.find("Swamp", "library"))
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert d.state.objects[d.find("Swamp", "battlefield")].tapped
    assert d.zone_of("Sunken Hollow") == "library"
    assert len(d.state.players[0].library) == 2
    assert [e.player for e in d.state.log if e.kind == "shuffle"] == [0]


def test_the_spawn_s_mana_pays_for_a_spell() -> None:
    """CR 605.1a: the Spawn's "Sacrifice this creature: Add {C}" is a mana ability: sacrificed
    while paying, its {C} pays the generic part of Glory Seeker's cost ({1}{W})."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Plains")
    s.library(0, "Forest")
    s.hand(0, CARD, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    (spawn,) = _spawns(d)
    d.mana(0, spawn)
    d.mana(0, "Plains")
    d.cast(0, "Glory Seeker", pay=False)
    assert d.decision.kind == "priority"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert spawn not in d.state.battlefield


def test_the_library_is_shuffled_even_when_no_land_is_found() -> None:
    """CR 701.23a, 701.24a: "then shuffle" happens whether or not a card was found; the Spawn
    is created after (MIC-OR-0219)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Glory Seeker", "Temple of Plenty")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    assert [e.player for e in d.state.log if e.kind == "shuffle"] == [0]
    assert len(_spawns(d)) == 1 and len(d.state.players[0].library) == 2


def test_the_spawn_s_ability_works_the_turn_it_is_created() -> None:
    """CR 302.6: the Spawn's mana ability has no {T} in its cost, so it may be activated
    though the token came under its controller's control this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.library(0, "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    (spawn,) = _spawns(d)
    d.mana(0, spawn)
    assert d.state.players[0].mana_pool == {"C": 1}
    assert spawn not in d.state.battlefield
