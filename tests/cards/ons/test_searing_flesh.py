"""Searing Flesh — {6}{R} Sorcery.

Oracle: "Searing Flesh deals 7 damage to target opponent or planeswalker."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Searing Flesh")

def test_seven_to_an_opponent_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {1}
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.life(1) == 13


def test_any_planeswalker_is_a_legal_target_and_loses_seven_loyalty() -> None:
    """CR 115.1, 120.3c: "target opponent or planeswalker" includes every planeswalker, the
    caster's own too; damage to a planeswalker removes that much loyalty and it goes to the
    graveyard with none (CR 704.5i)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Wrenn and Seven")
    s.hand(0, "Searing Flesh")
    s.battlefield(1, "Liliana, Death's Majesty")
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {1, d.find("Wrenn and Seven"), d.find("Liliana, Death's Majesty")}
    d.choose(d.find("Liliana, Death's Majesty"))
    d.pay()
    d.resolve()
    assert d.zone_of("Liliana, Death's Majesty") == "graveyard"
    assert d.life(1) == 20


def test_an_opponent_at_seven_life_loses() -> None:
    """CR 704.5a: dealt 7 at 7 life, the opponent is at 0 and loses the game."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    s.life(1, 7)
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", targets=[1])
    d.resolve()
    assert d.state.players[1].life == 0
    assert d.state.players[1].lost and d.state.game_over and d.state.winners == (0,)


def test_two_headed_giant_each_opponent_not_the_teammate_and_the_team_loses_seven() -> None:
    """CR 102.3 (a player's opponents are the other team's players), 810.9 (damage to a
    player comes off the team's shared life total): player 0 may target player 2 or 3, not
    their teammate 1 nor themselves; 7 damage to player 3 takes the other team from 30 to
    23."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {2, 3}
    d.choose(3)
    d.pay()
    d.resolve()
    assert (d.life(2), d.life(3)) == (23, 23)
    assert (d.life(0), d.life(1)) == (30, 30)


def test_the_caster_is_refused_as_a_target_with_the_reason() -> None:
    """CR 115.1, 601.2c: the caster is not an opponent: choosing player 0 is refused with an
    error naming the target's description, and the spell still waits for its target with
    nothing paid."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", pay=False)
    with pytest.raises(IllegalActionError, match="opponent or planeswalker"):
        d.choose(0)
    assert d.decision.kind == "target"
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.choose(1)
    d.pay()
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 13)


def test_a_player_who_left_the_game_is_no_target() -> None:
    """CR 800.4a, 104.3a: in a three-player game, player 2 concedes and leaves the game;
    Searing Flesh may then target only player 1."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    d = Driver(s.build())
    d.act(2, Concede())
    d.cast(0, "Searing Flesh", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {1}
