"""Sigarda's Splendor — {2}{W}{W} Enchantment.

Oracle: "As Sigarda's Splendor enters the battlefield, note your life total. / At the
beginning of your upkeep, draw a card if your life total is greater than or equal to the last
noted life total for Sigarda's Splendor. Then note your life total. / Whenever you cast a white
spell, you gain 1 life."
Rulings covered: MID-RN-114.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sigarda's Splendor")


def upkeep_trigger(d: Driver, turn: int) -> None:
    d.pass_until("end", turn=turn - 1)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Sigarda's Splendor", "Shock")
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-114", "MID-OR-0110")
def test_draws_when_life_held_then_notes_again() -> None:
    """CR 607.2e: the upkeep ability compares with the life total its other ability noted."""
    d = setup()
    d.cast(0, "Sigarda's Splendor")
    d.resolve()
    upkeep_trigger(d, 5)
    assert d.ids("Forest", zone="hand")


@pytest.mark.ruling("MID-RN-114", "MID-OR-0110")
def test_no_draw_after_losing_life_but_notes_the_new_total() -> None:
    d = setup()
    d.cast(0, "Sigarda's Splendor")
    d.resolve()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    hand = len(d.state.players[0].hand)
    upkeep_trigger(d, 5)
    assert len(d.state.players[0].hand) == hand + 0 + 0  # no draw from the ability
    assert d.ids("Forest", zone="library")
    d.pass_until("draw", turn=5)
    upkeep_trigger(d, 7)  # life unchanged since the new note: draws now
    assert len(d.state.players[0].hand) == hand + 2


def test_white_spell_gains_a_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Sigarda's Splendor")
    s.hand(0, "Loyal Gryff", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1
    d.resolve()
    d.cast(0, "Loyal Gryff")
    d.resolve()
    assert d.life(0) == 21


def test_destroyed_in_response_it_compares_with_the_life_last_noted() -> None:
    """Naturalize destroys the Splendor with its upkeep ability on the stack: the ability still
    resolves (CR 113.7a) and compares with the life total last noted on the Splendor as it last
    existed (CR 608.2h): 20 life against 20 noted draws the card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 20})
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Forest", "Island")
    s.library(1, "Plains", "Plains")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.pass_priority()  # player 0 passes with the ability on the stack
    d.cast(1, "Naturalize", targets=[d.find("Sigarda's Splendor")])
    d.resolve()
    assert d.zone_of("Sigarda's Splendor") == "graveyard"
    hand = len(d.state.players[0].hand)
    d.resolve()
    assert len(d.state.players[0].hand) == hand + 1
    assert d.zone_of("Forest", player=0) == "hand"


def test_two_splendors_note_and_compare_their_own_life_totals() -> None:
    """CR 607.2a, 614.12: each Splendor notes the life total as it itself enters. The first
    (noted 19) triggers on the second, a white spell, and its controller gains 1 life before
    the second resolves, which notes 21. After a Shock (19 life), only the first draws at the
    upkeep; both then note 19 and both draw at the next upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 19})
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Sigarda's Splendor")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Island"] * 8)
    s.library(1, *["Plains"] * 8)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Sigarda's Splendor")
    assert len(d.state.stack) == 2
    d.resolve()  # the first Splendor's life gain
    assert d.life(0) == 21
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 19
    hand = len(d.state.players[0].hand)
    _upkeeps_of_two(d, 5)
    assert len(d.state.players[0].hand) == hand + 1 + 1  # one Splendor's card, the draw step's
    _upkeeps_of_two(d, 7)
    assert len(d.state.players[0].hand) == hand + 2 + 2 + 1


def _upkeeps_of_two(d: Driver, turn: int) -> None:
    """Pass to ``turn``'s draw step, putting the two upkeep abilities on the stack in either
    order (CR 603.3b)."""
    while d.decision.kind != "order_triggers":
        d.pass_priority()
    d.take_first("order_triggers")
    d.pass_until("draw", turn=turn)


def test_each_splendor_notes_its_own_life_total() -> None:
    """CR 607.1: each Splendor's noted life total is its own. The second one is cast after
    the first's "whenever you cast a white spell" trigger resolved (21 life), the first
    having noted 20; after a Shock (19 life) neither draws at the next upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 20})
    s.hand(0, "Sigarda's Splendor")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    d = Driver(s.build())
    d.cast(0, "Sigarda's Splendor")
    d.resolve()  # the first Splendor's life gain, above the spell
    assert d.life(0) == 21
    d.resolve()
    second = d.ids("Sigarda's Splendor", zone="battlefield")[1]
    assert d.state.objects[second].chosen["noted_life"] == 21
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.take_first("order_triggers")
    hand = len(d.state.players[0].hand)
    d.resolve_all()
    assert len(d.state.players[0].hand) == hand  # 19 < 20 and 19 < 21: no draw


def test_only_your_own_white_spells_gain_life() -> None:
    """"Whenever you cast a white spell": a multicolored spell with white counts (CR 105.2,
    Join the Dance, {G}{W}); a red spell doesn't; the opponent's white spell doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", "Forest", "Plains", "Mountain")
    s.hand(0, "Join the Dance", "Shock")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Loyal Gryff")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    assert len(d.state.stack) == 2  # the life gain above the spell
    d.resolve_all()
    assert d.life(0) == 21
    d.cast(0, "Shock", targets=[1])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 21
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Loyal Gryff")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 21


def test_it_doesnt_trigger_in_an_opponent_s_upkeep() -> None:
    """"At the beginning of your upkeep" (CR 503.1a): the opponent's upkeep passes without
    the ability; its controller's next upkeep has it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 20})
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert not d.state.players[0].hand  # 20 life against 20 noted: it would have drawn
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.turn == 5
    assert d.state.objects[d.state.stack[-1]].source == d.find("Sigarda's Splendor")


def test_gaining_life_since_the_note_draws_and_notes_the_higher_total() -> None:
    """"Greater than or equal to": 21 life against 20 noted draws the card, and 21 is noted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 20})
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Loyal Gryff")
    s.library(0, "Forest", "Island", "Swamp")
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve_all()
    assert d.life(0) == 21
    upkeep_trigger(d, 5)
    assert d.zone_of("Forest") == "hand"
    assert d.state.objects[d.find("Sigarda's Splendor")].chosen["noted_life"] == 21


@pytest.mark.parametrize("shocked, draws", [(False, True), (True, False)])
def test_two_headed_giant_the_team_s_shared_life_total_is_noted(shocked: bool,
                                                                 draws: bool) -> None:
    """CR 810.9a: in Two-Headed Giant a player's life total is the team's: the Splendor notes
    30; the teammate Shocked to 28 makes the total lower, so no card is drawn; unharmed, one is.
    The teammate's own white spell (Loyal Gryff) isn't "you cast": no life is gained."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 30})
    s.battlefield(1, "Plains", "Plains", "Plains", "Mountain")
    s.hand(1, "Loyal Gryff", "Shock")
    for p in (1, 2, 3):
        s.library(p, *["Island"] * 5)
    s.library(0, "Forest", *["Island"] * 4)
    d = Driver(s.build())
    splendor = d.find("Sigarda's Splendor")
    assert d.life(0) == 30
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Loyal Gryff")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 30
    if shocked:
        while d.decision.player != 1:
            d.pass_priority()
        d.cast(1, "Shock", targets=[1])
        d.resolve()
        assert d.life(0) == 28
    d.pass_until("upkeep", turn=5)
    assert (d.zone_of("Forest") == "hand") is draws
    assert d.state.objects[splendor].chosen["noted_life"] == d.life(0)


def test_a_new_controller_compares_their_life_with_the_total_noted_for_it() -> None:
    """CR 607.2e, 108.4: the noted life total belongs to the Splendor, not to a player. Player
    1 gains control of it with Blatant Thievery; at 18 life, player 1's upkeep compares 18
    with the 20 player 0 noted: no card, and 18 is noted; at their next upkeep, still at 18,
    they draw. Player 0's upkeeps no longer trigger it (CR 109.5)."""
    s = Scenario(seed=1)
    s.life(1, 18)
    s.battlefield(0, "Sigarda's Splendor", chosen={"noted_life": 20})
    s.battlefield(1, *["Island"] * 7)
    s.hand(1, "Blatant Thievery")
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Plains"] * 4)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    splendor = d.find("Sigarda's Splendor")
    d.cast(1, "Blatant Thievery", targets=[splendor])
    d.resolve()
    assert d.chars(splendor).controller == 1
    d.pass_until("upkeep", turn=5)
    assert len(d.state.players[0].hand) == 0  # player 0's upkeep: not their Splendor any more
    upkeep_trigger(d, 6)
    assert len(d.state.players[1].hand) == 0  # 18 < 20: no card
    d.pass_until("precombat_main", turn=6)
    assert len(d.state.players[1].hand) == 1  # the draw step's card only
    upkeep_trigger(d, 8)
    assert len(d.state.players[1].hand) == 2  # 18 >= 18 noted last time


def test_a_white_card_cast_face_down_is_a_colorless_spell() -> None:
    """CR 708.2a, 702.37c: Daru Lancer cast face down is a 2/2 spell with no color, so
    "whenever you cast a white spell" doesn't trigger; the same card cast face up does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda's Splendor", *["Plains"] * 10)
    s.hand(0, "Daru Lancer", "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, "Daru Lancer", method="face_down")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 20
    d.cast(0, "Daru Lancer")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 21
