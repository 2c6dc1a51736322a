"""Drown in Dreams — {X}{2}{U} Instant.

Oracle: "Choose one. If you control a commander as you cast this spell, you may choose both.
• Target player draws X cards.
• Target player mills twice X cards."
Rulings covered: MIC-RN-052, MIC-RN-053 (and MIC-OR-0029, MIC-OR-0030, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Drown in Dreams")

CARD = "Drown in Dreams"
LIBRARY = ("Forest", "Plains", "Swamp", "Mountain", "Island")


def _game(commander: str | None = None, owner: int = 0, zone: str = "battlefield",
          islands: int = 4, extra: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1, format="commander")
    if commander is not None:
        s.commander(owner, commander, zone=zone)
    s.battlefield(0, *["Island"] * islands, *extra)
    s.hand(0, CARD)
    s.library(1, *LIBRARY)
    s.library(0, *LIBRARY)
    return Driver(s.build())


def _names(d: Driver, ids: list[int]) -> list[str]:
    return [d.game.name_of(o) for o in ids]


def _second_mode_offered(d: Driver) -> bool:
    d.act(0, CastSpell(d.find(CARD, "hand"), "normal"))
    d.expect("mode")
    d.choose(0)
    return d.decision.kind == "mode" and Choose(1) in d.game.legal_actions()


def test_without_a_commander_one_mode() -> None:
    """No commander: one mode only; X=1 and "draws": the target player draws one card."""
    d = _game()
    d.cast(0, CARD, modes=[0], x=1, targets=[1])
    d.resolve()
    assert _names(d, d.state.players[1].hand) == ["Forest"]
    assert not d.state.players[1].graveyard


@pytest.mark.ruling("MIC-RN-052", "MIC-OR-0029")
def test_a_commander_permanent_you_control_allows_both_not_a_commander_spell() -> None:
    """Controlling a commander on the battlefield (one's own, or another player's taken with
    Threaten) lets both modes be chosen; with only one's commander spell on the stack, or an
    opponent's commander under its owner's control, only one mode may be chosen."""
    assert _second_mode_offered(_game("Visara the Dreadful"))
    assert not _second_mode_offered(_game("Visara the Dreadful", owner=1))
    s = Scenario(seed=1, format="commander")
    s.commander(1, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, *["Island"] * 4, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten", CARD)
    s.library(0, *LIBRARY)
    s.library(1, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Threaten", targets=[d.find("Visara the Dreadful")])
    d.resolve()
    assert d.chars(d.find("Visara the Dreadful")).controller == 0
    assert _second_mode_offered(d)
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful")
    s.battlefield(0, *["Swamp"] * 6, *["Island"] * 4)
    s.hand(0, CARD)
    s.library(0, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Visara the Dreadful", method="commander")
    assert d.zone_of("Visara the Dreadful") == "stack"
    assert not _second_mode_offered(d)


@pytest.mark.ruling("MIC-RN-053", "MIC-OR-0030")
def test_both_modes_may_target_one_player_draw_then_mill() -> None:
    """Both modes on the opponent with X=1, the mill mode chosen first: the draw still happens
    first (Forest to the hand), then two cards are milled (Plains, Swamp). Different players
    may be targeted too."""
    d = _game("Visara the Dreadful")
    d.cast(0, CARD, modes=[1, 0], x=1, targets=[1, 1])
    d.resolve()
    assert _names(d, d.state.players[1].hand) == ["Forest"]
    assert sorted(_names(d, d.state.players[1].graveyard)) == ["Plains", "Swamp"]
    d2 = _game("Visara the Dreadful")
    d2.cast(0, CARD, modes=[0, 1], x=1, targets=[0, 1])
    d2.resolve()
    assert _names(d2, d2.state.players[0].hand) == ["Forest"]
    assert sorted(_names(d2, d2.state.players[1].graveyard)) == ["Forest", "Plains"]


def test_milling_more_than_the_library_mills_it_all_and_no_one_loses() -> None:
    """CR 701.17b: X = 3 asks for six cards from a five-card library: all five are milled;
    milling is no draw, so the player doesn't lose (CR 704.5b)."""
    d = _game(islands=6)
    d.cast(0, CARD, modes=[1], x=3, targets=[1])
    d.resolve()
    assert not d.state.players[1].library and len(d.state.players[1].graveyard) == 5
    assert not d.state.players[1].lost


def test_drawing_more_than_the_library_makes_that_player_lose() -> None:
    """CR 121.4, 704.5b: X = 6 makes player 1 draw six cards from a five-card library: they
    draw five and lose at the next state-based check."""
    d = _game(islands=9)
    d.cast(0, CARD, modes=[0], x=6, targets=[1])
    d.resolve()
    assert len(d.state.players[1].hand) == 5
    assert d.state.players[1].lost and d.state.winners == (0,)


def test_x_zero_draws_nothing() -> None:
    """CR 107.3: X may be 0: for {2}{U} the target player draws no card."""
    d = _game(islands=3)
    d.cast(0, CARD, modes=[0], x=0, targets=[0])
    d.resolve()
    assert not d.state.players[0].hand and len(d.state.players[0].library) == 5
    assert d.zone_of(CARD) == "graveyard"


def test_the_cards_drawn_are_hidden_from_the_caster() -> None:
    """CR 401.2, 402.3: player 0 makes player 1 draw two cards; player 1's view names them,
    player 0's doesn't (nor the card still in the library); milled cards are public."""
    import json
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, CARD)
    s.library(1, "Krosan Tusker", "Glory Seeker", "Wellwisher", "Elvish Warrior", "Forest")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, CARD, modes=[0, 1], x=1, targets=[1, 1])
    d.resolve()
    caster, drawer = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    assert "Krosan Tusker" in drawer and "Krosan Tusker" not in caster  # drawn
    assert "Glory Seeker" in caster and "Wellwisher" in caster  # milled: public
    assert "Elvish Warrior" not in caster and "Elvish Warrior" not in drawer  # library


def test_a_copy_has_both_modes_and_its_x_though_the_commander_is_gone() -> None:
    """CR 700.2g, 707.10: Galvanic Iteration copies Drown in Dreams cast with both modes (its
    caster controlled Katilda, their commander) and X = 1. Katilda is Shocked in response, so
    no commander is controlled as the copy is made; the copy still has both modes and X = 1:
    modes are copied, not chosen again, and a copy isn't cast (the "as you cast" condition
    isn't asked again). Player 1 draws two cards and mills four."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime", zone="battlefield")
    s.battlefield(0, *["Island"] * 5, "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", CARD, "Shock")
    s.library(0, *LIBRARY)
    s.library(1, *LIBRARY, *LIBRARY)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, CARD, modes=[0, 1], x=1, targets=[1, 1])
    assert len(d.state.stack) == 2  # the spell and the Iteration's trigger above it
    d.cast(0, "Shock", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    while d.decision.kind == "commander_zone":
        d.choose("stay")  # Katilda stays in the graveyard
    assert d.zone_of("Katilda, Dawnhart Prime") == "graveyard"
    d.resolve()  # the trigger: the copy, with its targets kept
    while d.decision.kind == "new_target":
        d.choose(1)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].is_copy
    assert d.state.objects[copy].stack["modes"] == (0, 1)
    assert d.state.objects[copy].stack["x"] == 1
    d.resolve()
    assert len(d.state.players[1].hand) == 1 and len(d.state.players[1].graveyard) == 2
    d.resolve()
    assert len(d.state.players[1].hand) == 2 and len(d.state.players[1].graveyard) == 4
