"""Menacing Ogre — {3}{R}{R} Creature — Ogre 3/3.

Oracle: "Trample, haste / When Menacing Ogre enters the battlefield, each player secretly
chooses a number. Then those numbers are revealed. Each player with the highest number loses
that much life. If you are one of those players, put two +1/+1 counters on Menacing Ogre."
Rulings covered: ONS-FAQ-104 (zero or a positive whole number).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Menacing Ogre")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Menacing Ogre")
    d = Driver(s.build())
    d.cast(0, "Menacing Ogre")
    d.resolve()
    d.resolve()
    return d


@pytest.mark.ruling("ONS-FAQ-104", "ONS-OR-0149")
def test_numbers_are_whole_and_not_negative() -> None:
    d = setup()
    dec = d.expect("choose_number")
    values = [a.value for a in dec.actions if isinstance(a, Choose)]
    assert min(values) == 0 and all(isinstance(v, int) for v in values)
    assert max(values) >= 20


def test_choice_is_hidden_until_all_have_chosen() -> None:
    d = setup()
    assert d.expect("choose_number").player == 0
    d.choose(13)
    assert d.expect("choose_number").player == 1
    view = d.game.view(1)
    secret = [e for e in view["log"] if e["kind"] == "secret_choice"]
    assert secret == [{"kind": "secret_choice", "player": 0}]
    assert not [e for e in view["log"] if e["kind"] == "number_revealed"]
    assert not [e for e in view["log"] if e.get("amount") == 13]
    assert "13" not in json.dumps({k: v for k, v in view.items() if k != "decision"})
    d.choose(5)
    revealed = [(e["player"], e.get("amount")) for e in d.game.view(1)["log"]
                if e["kind"] == "number_revealed"]
    assert revealed == [(0, 13), (1, 5)]


def test_highest_loses_life_and_ogre_grows() -> None:
    d = setup()
    d.choose(3)
    d.choose(2)
    assert d.life(0) == 17 and d.life(1) == 20
    c = d.chars(d.find("Menacing Ogre"))
    assert (c.power, c.toughness) == (5, 5)


def test_tie_both_lose_and_opponent_highest_no_counters() -> None:
    d = setup()
    d.choose(4)
    d.choose(4)
    assert d.life(0) == 16 and d.life(1) == 16
    d2 = setup()
    d2.choose(1)
    d2.choose(6)
    assert d2.life(1) == 14 and d2.life(0) == 20
    assert d2.chars(d2.find("Menacing Ogre")).power == 3


def test_all_choose_zero_no_life_is_lost_and_the_ogre_grows() -> None:
    """Every player chose the highest number, zero: each loses 0 life, which changes nothing
    (CR 119.3), and its controller is among them, so it gets two +1/+1 counters."""
    d = setup()
    d.choose(0)
    d.choose(0)
    assert d.life(0) == 20 and d.life(1) == 20
    ogre = d.find("Menacing Ogre")
    assert d.state.objects[ogre].counters == {"+1/+1": 2}


def test_haste_and_trample_the_turn_it_enters() -> None:
    """CR 702.10b: with haste it attacks the turn it comes under its controller's control;
    CR 702.19b: with trample the damage beyond lethal to its blocker goes to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Menacing Ogre")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Menacing Ogre")
    d.resolve()
    d.resolve()
    d.choose(0)
    d.choose(1)
    assert d.life(1) == 19
    ogre, seeker = d.find("Menacing Ogre"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([ogre])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({seeker: ogre})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    assert {a.value for a in d.game.legal_actions()} == {(2, 1), (3, 0)}
    d.choose((2, 1))
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 18


def test_multiplayer_every_player_chooses_and_only_the_highest_lose() -> None:
    """CR 101.4, 603.2: in a three-player game each player chooses in turn order; the two
    opponents tied at 7 each lose 7, player 0 (who chose 2) loses nothing and the Ogre gets no
    counters. Player 2 doesn't see the earlier numbers before choosing."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Menacing Ogre")
    d = Driver(s.build())
    d.cast(0, "Menacing Ogre")
    d.resolve()
    d.resolve()
    assert d.expect("choose_number").player == 0
    d.choose(2)
    assert d.expect("choose_number").player == 1
    d.choose(7)
    assert d.expect("choose_number").player == 2
    view = d.game.view(2)
    assert not [e for e in view["log"] if e["kind"] == "number_revealed"]
    assert {e.get("player") for e in view["log"] if e["kind"] == "secret_choice"} == {0, 1}
    d.choose(7)
    assert [d.life(p) for p in range(3)] == [20, 13, 13]
    assert d.state.objects[d.find("Menacing Ogre")].counters.get("+1/+1", 0) == 0


def test_a_negative_number_is_refused_and_nothing_changes() -> None:
    """ONS-FAQ-104: the number is zero or more; choosing -1 is refused with an error and the
    same player is still choosing."""
    d = setup()
    with pytest.raises(IllegalActionError, match="-1 is not one of the choices"):
        d.choose(-1)
    assert d.expect("choose_number").player == 0
    assert d.life(0) == 20 and d.life(1) == 20


def test_ogre_gone_before_its_trigger_resolves_life_is_lost_without_counters() -> None:
    """CR 603.10a, 608.2h: Pinpoint Avalanche kills the Ogre in response; the trigger still
    resolves: player 0, highest with 3, loses 3 life, and no counters are put on anything."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Menacing Ogre")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Pinpoint Avalanche")
    d = Driver(s.build())
    d.cast(0, "Menacing Ogre")
    d.resolve()
    ogre = d.find("Menacing Ogre")
    d.pass_priority()
    d.cast(1, "Pinpoint Avalanche", targets=[ogre])
    d.resolve()
    assert d.zone_of("Menacing Ogre") == "graveyard"
    d.pass_priority()
    d.pass_priority()
    d.choose(3)
    d.choose(1)
    assert d.life(0) == 17 and d.life(1) == 20
    assert not d.state.stack


def test_two_headed_giant_the_active_team_chooses_first_and_each_highest_player_loses() -> None:
    """CR 805.6, 810.9: player 2's Ogre: players 2 and 3 (the active team) choose first, then
    players 0 and 1; players 0 and 1 tie with the highest number, 5, and each loses 5: their
    team loses 10; the Ogre's controller isn't among them, so it gets no counters."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(2, *["Mountain"] * 5)
    s.hand(2, "Menacing Ogre")
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    d.cast(2, "Menacing Ogre")
    d.resolve()
    d.resolve()
    for p, n in ((2, 1), (3, 0), (0, 5), (1, 5)):
        assert d.expect("choose_number").player == p
        d.choose(n)
    assert [d.life(p) for p in range(4)] == [20, 20, 30, 30]
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "life_loss"] == [(0, 5), (1, 5)]
    assert not d.state.objects[d.find("Menacing Ogre", "battlefield")].counters
