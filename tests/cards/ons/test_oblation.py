"""Oblation — {2}{W} Instant.

Oracle: "The owner of target nonland permanent shuffles it into their library, then draws
two cards."
Rulings covered: ONS-FAQ-179 (a token ceases to exist; its owner still shuffles and draws).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Oblation")


def test_owner_shuffles_it_in_and_draws_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Oblation")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Oblation", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.players[1].hand) == 2
    assert len(d.state.players[1].library) == 1
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert d.state.players[0].hand == []


@pytest.mark.ruling("ONS-FAQ-179")
def test_token_ceases_to_exist_and_owner_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Plains", "Plains", "Plains")
    s.hand(0, "Briarbridge Tracker", "Oblation")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Briarbridge Tracker")
    d.resolve()
    d.resolve()  # investigate
    clue = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.cast(0, "Oblation", targets=[clue])
    d.resolve()
    assert not any(d.state.objects[o].is_token for o in d.state.objects)
    assert [e.player for e in d.state.log if e.kind == "shuffle"] == [0]  # its owner shuffles
    hand = d.state.players[0].hand
    assert [d.game.card(c).name for c in hand] == ["Island", "Island"]
    assert len(d.state.players[0].library) == 1


def test_the_owner_not_the_controller_shuffles_and_draws() -> None:
    """"The owner of target nonland permanent" (CR 108.3): player 0's Glory Seeker under
    player 1's control goes into player 0's library, and player 0 draws two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Oblation")
    s.battlefield(1, "Glory Seeker", owner=0)
    s.library(0, "Island", "Island")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Oblation", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") in ("library", "hand")
    assert len(d.state.players[0].hand) == 2 and len(d.state.players[0].library) == 1
    assert not d.state.players[1].hand and len(d.state.players[1].library) == 2


def test_a_land_isnt_a_target_and_an_illegal_target_means_no_draw() -> None:
    """"Target nonland permanent": a Forest isn't offered. CR 608.2b: the Glory Seeker Shocked
    in response is gone; Oblation doesn't resolve and nobody draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Oblation", "Shock")
    s.battlefield(1, "Glory Seeker", "Forest")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell, Choose
    d.act(0, CastSpell(d.find("Oblation"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Forest") not in offered and d.find("Glory Seeker") in offered
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.players[1].hand and len(d.state.players[1].library) == 2


def test_a_face_down_creature_is_revealed_as_it_is_shuffled_in() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed: player 0 didn't
    know player 1's face-down Gravel Slinger; after Oblation shuffles it into player 1's
    library, player 0's view names it (player 1 draws two)."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Oblation")
    s.battlefield(1, "Gravel Slinger", face_down=True)
    s.library(1, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    assert "Gravel Slinger" not in json.dumps(d.game.view(0))
    d.cast(0, "Oblation", targets=[d.find("Gravel Slinger")])
    d.resolve()
    assert "Gravel Slinger" in json.dumps(d.game.view(0))
    assert len(d.state.players[1].hand) == 2


def test_your_own_permanent_with_an_empty_library_draws_it_back_then_loses() -> None:
    """CR 121.4, 704.5b: targeting your own Glory Seeker with no library, you shuffle it in and
    draw it, then the second draw from an empty library makes you lose at the next check of
    state-based actions."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Oblation")
    d = Driver(s.build())
    d.cast(0, "Oblation", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.state.players[0].lost and d.state.game_over and d.state.winners == (1,)
