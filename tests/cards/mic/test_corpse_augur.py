"""Corpse Augur — {3}{B} Creature — Zombie Wizard 4/2.

Oracle: "When Corpse Augur dies, you draw X cards and you lose X life, where X is the number of
creature cards in target player's graveyard."
Rulings covered: MIC-OR-0175.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Corpse Augur")

CARD = "Corpse Augur"


def _dies(target: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.graveyard(0, "Glory Seeker", "Forest")
    s.graveyard(1, "Elvish Warrior", "Elvish Warrior", "Quicksilver Dragon", "Island")
    s.hand(0, "Shock", "Shock")
    s.library(0, *["Swamp"] * 6)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.choose(target)
    return d


@pytest.mark.ruling("MIC-OR-0175")
def test_target_chosen_as_it_triggers_x_counted_on_resolution_itself_included() -> None:
    """Targeting itself: Glory Seeker and the Augur itself, two creature cards: draw 2, lose 2.
    Targeting the opponent: three creature cards (not the Island): draw 3, lose 3."""
    d = _dies(0)
    d.resolve()
    assert len(d.state.players[0].hand) == 1 + 2 and d.life(0) == 18
    d = _dies(1)
    d.resolve()
    assert len(d.state.players[0].hand) == 1 + 3 and d.life(0) == 17


def test_stolen_augur_its_controller_as_it_died_draws() -> None:
    """CR 603.3a: the player who controlled Corpse Augur when it died controls the trigger:
    "you" draw and lose life, though it goes to its owner's graveyard (CR 400.3), where it is
    counted with the blocker it took along."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.library(0, *["Swamp"] * 4)
    s.battlefield(1, CARD, "Elvish Warrior")
    d = Driver(s.build())
    augur = d.find(CARD)
    d.cast(0, "Threaten", targets=[augur])
    d.resolve()
    d.to_combat()
    d.attack([augur])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Elvish Warrior"): augur})
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    assert d.zone_of(CARD) == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert d.decision.player == 0
    d.choose(1)
    d.resolve()
    assert len(d.state.players[0].hand) == 2 and d.life(0) == 18
    assert not d.state.players[1].hand and d.life(1) == 20


def test_four_players_empty_graveyard_target_draws_nothing() -> None:
    """X = 0 (CR 107.3): targeting a player of four whose graveyard holds no creature card, the
    controller draws no card and loses no life; other graveyards don't count."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.hand(0, "Shock")
    s.library(0, *["Swamp"] * 4)
    s.graveyard(1, "Glory Seeker")
    s.graveyard(3, "Forest")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.choose(3)
    d.resolve()
    assert not d.state.players[0].hand and d.life(0) == 20


def test_target_player_who_left_the_game_makes_the_trigger_do_nothing() -> None:
    """CR 800.4a, 608.2b: four players; the Augur's trigger targets player 2, who then loses
    (drawing from an empty library, CR 704.5b) and leaves the game: the only target is gone,
    so its controller draws nothing and loses no life."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, CARD, "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shock", "Blood Pact")
    s.library(0, *["Swamp"] * 4)
    s.graveyard(2, "Glory Seeker", "Elvish Warrior")
    s.library(2, "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.choose(2)
    assert len(d.state.stack) == 1
    d.cast(0, "Blood Pact", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    d.resolve()
    assert not d.state.stack
    assert not d.state.players[0].hand and d.life(0) == 20


def test_x_is_determined_once_a_draw_replaced_by_a_discard_doesnt_change_it() -> None:
    """CR 107.3i, 608.2h (MIC-OR-0175: X is determined as the ability resolves): player 0 used
    Words of Waste, so the first of the X cards drawn is replaced by each opponent discarding
    a card; player 1, the target, discards Gluttonous Zombie into their graveyard. X was 2
    (two creature cards) and stays 2: one card drawn, the other replaced, and 2 life lost,
    not 3."""
    s = Scenario(seed=1)
    s.library(0, *["Plains"] * 6)
    s.library(1, *["Plains"] * 6)
    s.battlefield(0, CARD, "Words of Waste", "Mountain", "Mountain", "Mountain")
    s.graveyard(1, "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Gluttonous Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.activate(0, "Words of Waste")
    d.resolve()
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.choose(1)
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert len(d.state.players[0].hand) == 1
    assert d.life(0) == 18


def test_x_more_than_the_library_holds_draws_what_there_is_and_loses_all_the_life() -> None:
    """CR 121.4, 704.5b: X = 3 with one card in the library: its controller draws that card,
    attempts to draw from the empty library, loses 3 life all the same (the draws and the
    life loss are separate instructions), and loses the game at the next check."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain")
    s.graveyard(1, "Elvish Warrior", "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Shock")
    s.library(0, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.choose(1)
    d.pass_priority()
    d.pass_priority()
    assert d.zone_of("Swamp") == "hand"
    assert d.life(0) == 17
    assert d.game.decision is None and d.state.players[0].lost


@pytest.mark.ruling("MIC-OR-0175")
@pytest.mark.parametrize("active, x", [(1, 1), (0, 2)])
def test_a_curse_of_clinging_webs_exiling_it_first_leaves_it_uncounted(active: int,
                                                                        x: int) -> None:
    """CR 603.3b (APNAP), MIC-OR-0175: player 1's Augur dies while player 0's Curse of
    Clinging Webs enchants player 1; both abilities trigger. In player 1's turn the active
    player's trigger, the Augur's, goes on the stack first, so the Curse's resolves first
    and exiles the Augur: targeting themself, player 1 counts only Glory Seeker (X = 1). In
    player 0's turn the Augur's trigger is on top and the Augur, still in the graveyard,
    counts itself (X = 2)."""
    s = Scenario(seed=1)
    s.battlefield(1, CARD)
    s.graveyard(1, "Glory Seeker")
    s.library(1, *["Swamp"] * 4)
    s.library(0, *["Swamp"] * 4)
    s.battlefield(0, "Curse of Clinging Webs", attached_to=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.at("precombat_main", active=active, turn=4)
    d = Driver(s.build())
    if active == 1:
        d.pass_priority()
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.expect("target")
    assert d.decision.player == 1
    d.choose(1)
    d.resolve_all()
    assert d.zone_of(CARD) == "exile"
    assert len(d.state.players[1].hand) == x and d.life(1) == 20 - x


def test_returned_to_hand_it_doesnt_die_and_nothing_triggers() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; Fading Hope returns
    the Augur to its owner's hand, so there's no trigger: no draw, no life lost."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Fading Hope")
    s.library(0, *["Swamp"] * 4)
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find(CARD)])
    d.resolve_all()
    assert d.zone_of(CARD) == "hand"
    assert not d.state.stack and d.decision.kind == "priority"
    assert len(d.state.players[0].hand) == 1 and d.life(0) == 20
