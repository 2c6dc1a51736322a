"""Hidden information in the channels beside a player's view: the refusal of an action taken
out of turn, the environments' refusals and text rendering.

CR 401.2, 402.3 a library's cards and a hand's cards are hidden from the other players.
CR 903.9b       a commander its owner would draw may be put into the command zone instead:
                the question names the card drawn, so the other players are told only that
                its owner is deciding (the view's ``"hidden"`` kind), and every other channel
                that tells of another player's decision says no more.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PassPriority
from manastack.env import InvalidActionError, aec_env
from manastack.env.single import SingleAgentEnv
from manastack.env.table import Table
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

KATILDA = "Katilda, Dawnhart Prime"


def _commander_about_to_be_drawn() -> Driver:
    """Player 0's commander is on top of their library; player 1's turn 2 ends, and player 0's
    draw asks them whether it goes to the command zone instead (CR 903.9b)."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, KATILDA, zone="library")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("commander_zone")
    return d


def test_an_action_out_of_turn_is_refused_without_naming_the_others_hidden_question() -> None:
    """CR 903.9b, 401.2: player 1 passing priority while player 0 is asked about the commander
    they would draw is refused, and the refusal names the decision as player 1's view does
    ("hidden"), not as the question about the commander; the game is unchanged."""
    d = _commander_about_to_be_drawn()
    assert d.game.view(1)["decision"]["kind"] == "hidden"
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as refused:
        d.game.apply(1, PassPriority())
    assert "(hidden)" in str(refused.value)
    assert "commander" not in str(refused.value)
    assert d.game.fingerprint() == before
    assert d.decision.kind == "commander_zone" and d.decision.player == 0


def test_the_environment_refuses_an_index_out_of_turn_without_naming_the_question() -> None:
    """CR 903.9b, 401.2: the environment's refusal of an action index given for player 1 while
    player 0 is asked about the commander they would draw says only "hidden"."""
    d = _commander_about_to_be_drawn()
    table = Table(["mid_gw", "mid_ub"])
    table.use(d.game)
    with pytest.raises(InvalidActionError) as refused:
        table.take(1, 0)
    assert "(hidden)" in str(refused.value)
    assert "commander" not in str(refused.value)
    assert d.decision.kind == "commander_zone"


def test_the_environments_text_renderings_show_the_question_only_to_who_may_know_it() -> None:
    """CR 903.9b, 401.2: the table's rendering (the PettingZoo environment, seen by no one
    seat) and player 1's rendering (the single-agent environment learning at seat 1) name
    player 0's question about their commander "hidden"; player 0's names it."""
    d = _commander_about_to_be_drawn()
    table_env = aec_env(decks=["mid_gw", "mid_ub"], seed=1, render_mode="ansi")
    table_env.reset(seed=1)
    table_env.table.use(d.game)
    assert str(table_env.render()).endswith("player 0: hidden")
    for seat, shown in ((1, "hidden"), (0, "commander_zone")):
        env = SingleAgentEnv(["mid_gw", "mid_ub"], seat=seat, render_mode="ansi")
        env.table.use(d.game)
        assert str(env.render()).endswith(f"player 0: {shown}")

