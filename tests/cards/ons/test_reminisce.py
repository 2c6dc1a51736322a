"""Reminisce — {2}{U} Sorcery.

Oracle: "Target player shuffles their graveyard into their library."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Reminisce")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Reminisce")
    s.graveyard(0, "Shock", "Glory Seeker")
    s.library(0, "Forest")
    s.graveyard(1, "Wirewood Savage", "Naturalize", "Swamp")
    s.library(1, "Mountain", "Plains")
    return Driver(s.build())


def test_target_player_shuffles_their_graveyard_into_their_library() -> None:
    """CR 400.12, 701.24a: the instruction to shuffle a graveyard into a library is performed
    on every card in that graveyard: all three go in and the library is shuffled."""
    d = setup()
    d.cast(0, "Reminisce", targets=[1])
    d.resolve()
    p1 = d.state.players[1]
    assert p1.graveyard == []
    assert sorted(d.game.card(c).name for c in p1.library) == [
        "Mountain", "Naturalize", "Plains", "Swamp", "Wirewood Savage"]
    assert any(e.kind == "shuffle" and e.player == 1 for e in d.game.log)
    # the caster's graveyard is left alone
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"


@pytest.mark.ruling("ONS-OR-0081")
def test_reminisce_is_not_shuffled_into_the_library_with_the_graveyard() -> None:
    """Official ruling: "This card won't be put into your graveyard until after it's finished
    resolving, which means it won't be shuffled into your library as part of its own
    effect."."""
    d = setup()
    d.cast(0, "Reminisce", targets=[0])
    d.resolve()
    p0 = d.state.players[0]
    assert [d.game.card(c).name for c in p0.graveyard] == ["Reminisce"]
    assert sorted(d.game.card(c).name for c in p0.library) == ["Forest", "Glory Seeker",
                                                                "Shock"]
    assert len(d.state.players[1].graveyard) == 3


def test_an_empty_graveyard_leaves_the_library_as_it_was_and_the_caster_s_alone() -> None:
    """CR 608.2b: a player is a legal target with an empty graveyard; Reminisce targeting the
    opponent resolves with nothing to move, and its caster's graveyard and library aren't
    touched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Reminisce")
    s.graveyard(0, "Shock")
    s.library(0, "Forest")
    s.library(1, "Mountain", "Plains")
    d = Driver(s.build())
    d.cast(0, "Reminisce", targets=[1])
    d.resolve()
    assert sorted(d.game.name_of(c) for c in d.state.players[1].library) == ["Mountain",
                                                                          "Plains"]
    assert [d.game.name_of(c) for c in d.state.players[0].graveyard] == ["Shock", "Reminisce"]
    assert [d.game.name_of(c) for c in d.state.players[0].library] == ["Forest"]



def test_a_card_cycled_in_response_is_shuffled_in_too() -> None:
    """CR 608.2h: what is in the graveyard is known as Reminisce resolves: player 1 cycles
    Lay Waste in response (drawing the Mountain), and the Lay Waste card is shuffled in with
    the rest; the library's contents are shown to nobody, only its size (CR 401.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Reminisce")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Lay Waste")
    s.graveyard(1, "Wirewood Savage", "Swamp")
    s.library(1, "Mountain", "Plains")
    d = Driver(s.build())
    d.cast(0, "Reminisce", targets=[1])
    d.pass_priority()
    d.activate(1, d.find("Lay Waste", zone="hand"))
    d.resolve()
    assert d.zone_of("Lay Waste") == "graveyard"
    d.resolve()
    p1 = d.state.players[1]
    assert p1.graveyard == []
    assert sorted(d.game.name_of(c) for c in p1.library) == [
        "Lay Waste", "Plains", "Swamp", "Wirewood Savage"]
    assert d.game.view(0)["players"][1]["library"] == 4
