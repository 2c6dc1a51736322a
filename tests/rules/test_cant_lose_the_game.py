""""You can't lose the game" and "Your opponents can't win the game" (CR 101.2, 104.2b, 104.3,
704.5a), the rule ``cant_lose_the_game`` (with ``opponents_cant_win``), checked with Platinum
Angel ("You can't lose the game and your opponents can't win the game.", defined in
tests/reference_cards.py)."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

from ..reference_cards import PLATINUM_ANGEL

pytestmark = pytest.mark.card(PLATINUM_ANGEL.name)


def _angel_at(life: int) -> Driver:
    """Player 0 controls Platinum Angel at ``life`` life, with two Shocks, Death Pulse ("Target
    creature gets -4/-4 until end of turn.") and the lands to cast them."""
    s = Scenario(seed=1)
    s.life(0, life)
    s.battlefield(0, "Platinum Angel", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp",
                  "Swamp")
    s.hand(0, "Shock", "Shock", "Death Pulse")
    s.library(0, *["Swamp"] * 4)
    s.library(1, *["Swamp"] * 4)
    return Driver(s.build())


def test_a_player_who_cant_lose_stays_in_the_game_with_0_or_less_life() -> None:
    """CR 704.5a doesn't make a player who can't lose the game lose it: at -2 life player 0
    keeps playing; once Platinum Angel dies the next check of state-based actions makes them
    lose."""
    d = _angel_at(2)
    for _ in range(2):
        d.cast(0, "Shock", targets=[0])
        d.resolve()
    assert d.life(0) == -2
    assert not d.state.players[0].lost and not d.state.game_over
    assert d.decision.kind == "priority" and d.decision.player == 0
    angel = d.find("Platinum Angel")
    d.cast(0, "Death Pulse", targets=[angel])
    d.resolve()
    kinds = [(e.kind, e.obj) for e in d.state.log]
    assert kinds.index(("zone_change", angel)) < kinds.index(("lose", None))
    assert d.state.players[0].lost and d.state.game_over


def test_a_player_who_cant_lose_can_still_concede() -> None:
    """CR 104.3a: a player can concede the game at any time, even one who can't lose it."""
    d = _angel_at(2)
    d.act(0, Concede())
    assert d.state.players[0].lost


def test_an_opponent_cant_win_with_triskaidekaphile() -> None:
    """Triskaidekaphile's "you win the game" does nothing while its controller's opponent
    controls Platinum Angel (CR 104.2b, 101.2); without the Angel, or with the Angel under its
    own controller (who only can't lose), it wins."""
    for angel, own in ((True, False), (False, False), (False, True)):
        s = Scenario(seed=1)
        s.battlefield(0, "Triskaidekaphile")
        s.hand(0, *["Island"] * 13)
        if angel:
            s.battlefield(1, "Platinum Angel")
        if own:
            s.battlefield(0, "Platinum Angel")
        s.library(0, *["Island"] * 4)
        s.library(1, *["Island"] * 4)
        s.at("precombat_main", active=1, turn=2)
        d = Driver(s.build())
        while d.game.decision is not None and d.state.turn < 4:
            if d.decision.kind == "declare_attackers":
                d.act(d.decision.player, FinishDeclaration())
            else:
                d.pass_priority()  # through player 0's upkeep of turn 3
        assert len(d.state.players[0].hand) >= 13
        assert d.state.players[1].lost is not angel
        assert d.state.game_over is not angel


def test_a_win_stopped_by_one_opponents_angel_makes_no_other_opponent_lose() -> None:
    """In a three-player game, Platinum Angel under player 1's control stops Triskaidekaphile's
    "you win the game" as a whole: player 2, who controls no Angel, doesn't lose either (CR
    104.2b, 101.2: the player can't win, so no opponent loses for it, CR 104.3h)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Triskaidekaphile")
    s.hand(0, *["Island"] * 13)
    s.battlefield(1, "Platinum Angel")
    for p in range(3):
        s.library(p, *["Island"] * 4)
    s.at("precombat_main", active=2, turn=3)
    d = Driver(s.build())
    while d.game.decision is not None and d.state.active == 2:
        if d.decision.kind == "declare_attackers":
            d.act(d.decision.player, FinishDeclaration())
        else:
            d.pass_priority()
    while d.game.decision is not None and d.state.step.name != "DRAW":
        d.pass_priority()  # player 0's upkeep: the trigger resolves
    assert len(d.state.players[0].hand) >= 13
    assert d.state.step.name == "DRAW"
    assert not any(d.state.players[p].lost for p in range(3))
    assert not d.state.game_over


def test_an_opponents_angel_doesnt_keep_a_player_in_the_game() -> None:
    """CR 104.3b, 704.5a: "You can't lose the game" protects Platinum Angel's controller only:
    player 1, at 2 life, Shocked by player 0 who controls the Angel, loses, and player 0 (who
    may win: the Angel stops only opponents from winning) wins."""
    s = Scenario(seed=1)
    s.battlefield(0, "Platinum Angel", "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost and not d.state.players[0].lost
    assert d.state.game_over
