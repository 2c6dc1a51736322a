"""Risky Move — {3}{R}{R}{R} Enchantment.

Oracle: "At the beginning of each player's upkeep, that player gains control of Risky Move.
/ When you gain control of Risky Move from another player, choose a creature you control
and an opponent. Flip a coin. If you lose the flip, that opponent gains control of that
creature."
Rulings covered: ONS-FAQ-098 (no targets), ONS-FAQ-099 (not on entering), ONS-FAQ-100 (the
creature's new control doesn't end).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Risky Move")


def to_flip(seed: int, resolve: bool = True) -> Driver:
    s = Scenario(seed=seed)
    s.battlefield(0, "Risky Move", "Glory Seeker", *["Mountain"] * 4)
    s.hand(0, "Chain of Vapor", "Island")
    s.battlefield(1, "Daru Cavalier", "Island")
    s.hand(1, "Chain of Vapor")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # player 1 gains control of Risky Move
    d.expect("priority")
    assert d.chars(d.find("Risky Move")).controller == 1
    if resolve:
        d.resolve()  # the control trigger: choose a creature, flip
    return d


@pytest.mark.ruling("ONS-FAQ-098", "ONS-OR-0152")
def test_upkeep_control_change_and_the_flip() -> None:
    """The control trigger has no target; the creature is chosen as it resolves, and the flip
    decides who controls it."""
    d = to_flip(1, resolve=False)
    trigger = d.state.stack[-1]
    assert not any(d.state.objects[trigger].stack.get("targets", ()))
    outcomes = set()
    for seed in range(1, 12):
        d = to_flip(seed)
        if d.decision.kind == "choose_cards":
            d.choose(d.find("Daru Cavalier"))
        flip = [e for e in d.state.log if e.kind == "coin_flip"][-1]
        assert flip.player == 1
        owner = d.chars(d.find("Daru Cavalier")).controller
        assert owner == (1 if flip.data["won"] else 0)
        outcomes.add(flip.data["won"])
    assert outcomes == {True, False}


@pytest.mark.ruling("ONS-FAQ-099")
def test_no_trigger_when_it_enters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Glory Seeker")
    s.hand(0, "Risky Move")
    d = Driver(s.build())
    d.cast(0, "Risky Move")
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not [e for e in d.state.log if e.kind == "coin_flip"]


@pytest.mark.ruling("ONS-FAQ-100", "ONS-OR-0151")
def test_lost_creature_stays_with_the_opponent() -> None:
    """The creature given away on a lost flip stays with the opponent after Risky Move leaves
    the battlefield (Chain of Vapor) and after the end of the turn."""
    for seed in range(1, 30):
        d = to_flip(seed)
        if d.decision.kind == "choose_cards":
            d.choose(d.find("Daru Cavalier"))
        if not [e for e in d.state.log if e.kind == "coin_flip"][-1].data["won"]:
            break
    else:
        pytest.fail("no lost flip")
    cav = d.find("Daru Cavalier")
    assert d.chars(cav).controller == 0
    d.cast(1, "Chain of Vapor", targets=[d.find("Risky Move")])
    d.resolve()
    while d.decision.kind == "may":
        d.choose(False)  # no land sacrificed, no copy
    assert d.zone_of("Risky Move") == "hand"
    assert d.chars(cav).controller == 0  # Risky Move has left the battlefield
    while not (d.state.turn == 5 and d.state.step.name == "UPKEEP"):
        d.pass_priority()
    assert d.chars(cav).controller == 0  # past the end of turn


@pytest.mark.ruling("ONS-FAQ-099")
def test_control_gained_by_another_card_triggers_it() -> None:
    """Blatant Thievery takes Risky Move from player 0: player 1 gained control of it from
    another player, so its second ability triggers for player 1 (a creature chosen, a coin
    flipped)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Risky Move", "Glory Seeker")
    s.battlefield(1, *["Island"] * 7, "Daru Cavalier")
    s.hand(1, "Blatant Thievery")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    move = d.find("Risky Move")
    d.cast(1, "Blatant Thievery", targets=[move])
    d.resolve()
    assert d.chars(move).controller == 1
    assert len(d.state.stack) == 1 and d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Daru Cavalier"))
    assert [e.player for e in d.state.log if e.kind == "coin_flip"] == [1]


def test_no_control_trigger_when_the_upkeep_player_already_controls_it() -> None:
    """ONS-FAQ-099: the second ability triggers only on control moving from another player. In
    its controller's own upkeep the first ability changes nothing: no flip."""
    s = Scenario(seed=1)
    s.battlefield(0, "Risky Move", "Glory Seeker")
    s.battlefield(1, "Daru Cavalier")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.active == 0
    d.resolve()
    assert d.chars(d.find("Risky Move")).controller == 0
    assert not d.state.stack
    assert not [e for e in d.state.log if e.kind == "coin_flip"]
    assert d.chars(d.find("Glory Seeker")).controller == 0


def test_the_new_controller_with_no_creature_gives_nothing_away() -> None:
    """With no creature to choose, a lost flip moves nothing (CR 609.3): every creature keeps
    its controller."""
    for seed in range(1, 8):
        s = Scenario(seed=seed)
        s.battlefield(0, "Risky Move", "Glory Seeker")
        s.battlefield(1, "Island")
        s.library(0, *["Mountain"] * 3)
        s.library(1, *["Mountain"] * 3)
        s.at("end", active=0, turn=3)
        d = Driver(s.build())
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            d.pass_priority()
        d.resolve()
        assert d.chars(d.find("Risky Move")).controller == 1
        d.resolve()
        while d.decision.kind != "priority":
            d.take_first(d.decision.kind)
        assert not d.state.stack
        assert d.chars(d.find("Glory Seeker")).controller == 0


def test_multiplayer_only_an_opponent_can_be_chosen() -> None:
    """"Choose ... an opponent" (CR 102.2): with three players, both others are offered, not
    the new controller; choosing themselves is refused with an error, the game unchanged; the
    creature, on a lost flip, goes to the chosen opponent only."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    outcomes = set()
    for seed in range(1, 12):
        s = Scenario(players=3, seed=seed)
        s.battlefield(0, "Risky Move", "Glory Seeker")
        s.battlefield(1, "Daru Cavalier")
        for p in range(3):
            s.library(p, *["Mountain"] * 3)
        s.at("end", active=0, turn=3)
        d = Driver(s.build())
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            d.pass_priority()
        d.resolve()
        d.resolve()
        d.expect("choose_cards")
        d.choose(d.find("Daru Cavalier"))
        d.expect("choose_player")
        assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0, 2}
        before = d.game.fingerprint()
        with pytest.raises(IllegalActionError):
            d.choose(1)
        assert d.game.fingerprint() == before
        d.choose(2)
        flip = [e for e in d.state.log if e.kind == "coin_flip"][-1]
        assert d.chars(d.find("Daru Cavalier")).controller == (1 if flip.data["won"] else 2)
        outcomes.add(flip.data["won"])
    assert outcomes == {True, False}


def test_two_headed_giant_each_active_player_gains_it_in_turn_and_flips() -> None:
    """CR 805.4d, 805.7: in team 0-1's upkeep Risky Move (player 2's) triggers once for each
    active player; its controller puts both on the stack. Player 1's resolves first: player 1
    gains control from player 2 and flips; then player 0 gains it from their teammate, which is
    "from another player" too, and flips. Each may choose only an opponent (2 or 3)."""
    from manastack.decisions.actions import Choose

    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(2, "Risky Move", "Glory Seeker")
    s.battlefield(0, "Daru Cavalier")
    s.battlefield(1, "Glory Seeker")
    s.at("end", active=2, turn=2)
    d = Driver(s.build())
    move = d.find("Risky Move")
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.active == 0 and d.expect("order_triggers").player == 2
    d.choose(0)  # player 0's trigger goes on the stack first: player 1's resolves first
    assert [d.state.objects[o].controller for o in d.state.stack] == [2, 2]
    for chooser, creature in ((1, d.find("Glory Seeker", player=1)),
                              (0, d.find("Daru Cavalier"))):
        d.resolve()
        assert d.chars(move).controller == chooser
        d.resolve()
        assert d.expect("choose_cards").player == chooser
        d.choose(creature)
        d.expect("choose_player")
        assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {2, 3}
        d.choose(2)
    flips = [e.player for e in d.state.log if e.kind == "coin_flip"]
    assert flips == [1, 0]
    assert d.chars(move).controller == 0
