"""Acceptance scenarios for flipping a coin (CR 705) with Risky Move in a multiplayer game.

* 705.1, 705.2: the player told to flip wins or loses the flip; the result decides what
  happens, and the flip is logged with its result.
* 102.2, 102.3: "an opponent" chosen in a three-player game may be either opponent; the chosen
  one gains control of the creature if the flip is lost.
* 705.2: a scenario may say how the next flips come out (``Scenario.coin_flips``), in order;
  after those, flips are random again.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import Game
from manastack.game_document import GameDocumentError
from manastack.scenario import Scenario, ScenarioError
from manastack.testing import Driver


@pytest.mark.parametrize("seed", [1, 2])  # a lost flip, then a won one
def test_risky_move_in_three_players_gives_the_creature_to_the_chosen_opponent(seed: int) -> None:
    """CR 705.2, 102.3: player 1 gains control of Risky Move in their upkeep; its trigger has
    player 1 choose their creature (Daru Cavalier) and one of their two opponents (player 2,
    both offered), then flip: if player 1 loses the flip player 2 gains control of the
    Cavalier; if player 1 wins it stays with player 1. Player 0 gets nothing either way."""
    s = Scenario(players=3, seed=seed)
    s.battlefield(0, "Risky Move", "Mountain", "Mountain")
    s.battlefield(1, "Daru Cavalier", "Island")
    s.battlefield(2, "Glory Seeker")
    for p in range(3):
        s.library(p, *["Mountain"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # player 1 gains control of Risky Move
    assert d.chars(d.find("Risky Move")).controller == 1
    d.resolve()  # its control trigger
    cavalier = d.find("Daru Cavalier")
    d.expect("choose_cards")
    d.choose(cavalier)
    d.expect("choose_player")
    assert {a.value for a in d.game.legal_actions()} == {0, 2}
    d.choose(2)
    (flip,) = [e for e in d.state.log if e.kind == "coin_flip"]
    assert flip.player == 1
    assert d.chars(cavalier).controller == (1 if flip.data["won"] else 2)


def _valesk_upkeeps(*won: bool, turns: int = 2) -> list[bool]:
    """Skittish Valesk's upkeep flips over player 0's next ``turns`` turns, the first flips
    set by the scenario: whether it was face up after each."""
    s = Scenario(seed=3)
    s.battlefield(0, "Skittish Valesk")
    for p in range(2):
        s.library(p, *["Mountain"] * 8)
    s.coin_flips(*won)
    s.at("end", active=1, turn=2)
    game = s.build()
    assert Game.from_json(game.to_json()).fingerprint() == game.fingerprint()
    d = Driver(game)
    face_up = []
    for turn in range(3, 3 + 2 * turns, 2):
        if turn > 3:
            d.pass_until("end", turn=turn - 1)
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            d.pass_priority()
        d.resolve()
        face_up.append(not d.state.objects[d.find("Skittish Valesk")].face_down)
    return face_up


@pytest.mark.parametrize("won", [True, False])
def test_a_flip_set_by_the_scenario_comes_out_as_set(won: bool) -> None:
    """CR 705.2: Skittish Valesk's upkeep flip comes out won or lost as set, whatever the
    seed: lost, it turns face down."""
    assert _valesk_upkeeps(won, turns=1) == [won]


@pytest.mark.parametrize("won", [(True, False), (True, True)])
def test_flips_set_in_order_are_used_in_order(won: tuple[bool, bool]) -> None:
    """CR 705.2: the first upkeep's flip comes out as the first set, the second as the
    second: won then lost (face up, then face down), or won twice (face up both times)."""
    assert _valesk_upkeeps(*won) == list(won)


@pytest.mark.parametrize("bad", [(), (1,), ("won",)])
def test_a_flip_result_that_is_not_true_or_false_is_refused(bad: tuple[object, ...]) -> None:
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match="coin_flips takes True"):
        s.coin_flips(*bad)  # type: ignore[arg-type]
    assert s.ops == []


def test_loading_refuses_a_flip_result_edited_into_a_number() -> None:
    s = Scenario(seed=1).coin_flips(True)
    doc = json.loads(s.build().to_json())
    doc["setup"]["scenario"]["ops"][0]["won"] = [1]
    with pytest.raises(GameDocumentError, match="won must be a list of true or false"):
        Game.from_json(json.dumps(doc))


@pytest.mark.parametrize(("theirs", "anyones"), [(False, True), (True, False)])
def test_flips_set_for_a_player_are_theirs_alone(theirs: bool, anyones: bool) -> None:
    """CR 705.2: player 1's flips are set apart from anyone's: player 0's Skittish Valesk
    flips first (turn 3) and gets the result set for anyone, not player 1's; player 1's
    Valesk (turn 4) gets player 1's."""
    s = Scenario(seed=3)
    s.battlefield(0, "Skittish Valesk")
    s.battlefield(1, "Skittish Valesk")
    for p in range(2):
        s.library(p, *["Mountain"] * 8)
    s.coin_flips(theirs, player=1)
    s.coin_flips(anyones)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    for turn in (3, 4):
        if turn == 4:
            d.pass_until("end", turn=3)
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            d.pass_priority()
        d.resolve()
    flips = [(e.player, e.data["won"]) for e in d.state.log if e.kind == "coin_flip"]
    assert flips == [(0, anyones), (1, theirs)]
    from manastack.rules.secret_choices import FORCED_FLIPS
    assert not d.state.extra.get(FORCED_FLIPS)  # each result set is used once
    valesks = {d.state.objects[v].controller: d.state.objects[v].face_down
               for v in d.ids("Skittish Valesk")}
    assert valesks == {0: not anyones, 1: not theirs}


def test_a_flip_set_for_a_player_not_in_the_game_is_refused() -> None:
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match="no such player flipping"):
        s.coin_flips(True, player=2)
    assert s.ops == []
