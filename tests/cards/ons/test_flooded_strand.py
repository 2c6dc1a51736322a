"""Flooded Strand — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or
Island card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import PLATINUM_ANGEL

pytestmark = pytest.mark.card("Flooded Strand")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Flooded Strand")
    s.library(0, "Mountain", "Plains", "Island")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Flooded Strand")
    assert d.life(0) == 19
    assert d.ids("Flooded Strand", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Plains", zone="library"), d.find("Island", zone="library")}
    d.choose(d.find("Island", zone="library"))
    land = d.find("Island", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Mountain", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Flooded Strand")
    d.resolve()
    d.choose(None)
    assert not d.ids("Plains", zone="battlefield") and not d.ids("Island", zone="battlefield")
    assert len(d.state.players[0].library) == 3


def test_pay_1_life_needs_1_life() -> None:
    """CR 119.4, 602.2b: a player can pay life only if their life total is at least the
    payment. At 1 life the ability is activated (to 0 life, and the game is lost, CR 704.5a);
    at 0 life, kept in the game by Platinum Angel, it is not offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flooded Strand")
    s.library(0, "Plains", "Island")
    s.life(0, 1)
    d = Driver(s.build())
    d.activate(0, "Flooded Strand")
    assert d.life(0) == 0
    assert d.game.is_over and d.game.winners == (1,)
    s0 = Scenario(seed=1)
    s0.battlefield(0, "Flooded Strand", PLATINUM_ANGEL.name)
    s0.library(0, "Plains", "Island")
    s0.life(0, 0)
    d0 = Driver(s0.build())
    strand = d0.find("Flooded Strand")
    assert d0.decision.kind == "priority" and d0.decision.player == 0
    assert not any(isinstance(a, ActivateAbility) and a.source == strand
                   for a in d0.game.legal_actions())


def test_finds_a_nonbasic_land_of_either_type() -> None:
    """"A Plains or Island card" (CR 205.3i, 701.23a): Canopy Vista (a Forest Plains) and
    Sunken Hollow (an Island Swamp) are offered, a basic Forest isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flooded Strand")
    s.library(0, "Canopy Vista", "Sunken Hollow", "Forest")
    d = Driver(s.build())
    d.activate(0, "Flooded Strand")
    d.resolve()
    offered = {x.value for x in d.expect("search").actions} - {None}
    assert offered == {d.find("Canopy Vista"), d.find("Sunken Hollow")}


def test_the_opponent_doesn_t_see_the_library_while_it_is_searched() -> None:
    """CR 401.2, 701.23a: only the searching player looks through the library: the
    opponent's view of the search doesn't name the cards in it."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Flooded Strand")
    s.library(0, "Island", "Krosan Tusker")
    d = Driver(s.build())
    d.activate(0, "Flooded Strand")
    d.resolve()
    d.expect("search")
    assert "Krosan Tusker" in json.dumps(d.game.view(0))
    assert "Krosan Tusker" not in json.dumps(d.game.view(1))


def test_the_sacrifice_is_a_cost_so_the_ability_resolves_with_the_strand_gone() -> None:
    """CR 602.2b, 605.1a: the ability doesn't produce mana, so it uses the stack; the Strand
    is already in the graveyard (sacrificed as a cost) and the library is shuffled after the
    Plains is put onto the battlefield (CR 701.24a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flooded Strand")
    s.library(0, "Plains", "Mountain", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Flooded Strand")
    assert len(d.state.stack) == 1
    assert d.zone_of("Flooded Strand") == "graveyard"
    d.resolve()
    d.choose(d.find("Plains", zone="library"))
    assert d.zone_of("Plains") == "battlefield"
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]
    assert len(d.state.players[0].library) == 2


def test_two_headed_giant_the_life_is_paid_from_the_team_s_total() -> None:
    """CR 810.9, 119.4: in Two-Headed Giant a player's life payment comes out of the shared
    team life total; the opposing team's total is unchanged."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 3)
    s.battlefield(0, "Flooded Strand")
    d = Driver(s.build())
    start = d.life(0)
    d.activate(0, "Flooded Strand")
    assert d.life(0) == d.life(1) == start - 1
    assert d.life(2) == d.life(3) == start
    d.resolve()
    d.choose(d.ids("Island", zone="library", player=0)[0])
    assert d.ids("Island", zone="battlefield", player=0)
