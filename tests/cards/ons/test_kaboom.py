"""Kaboom! — {4}{R} Sorcery.

Oracle: "Choose any number of target players or planeswalkers. For each of them, reveal
cards from the top of your library until you reveal a nonland card, Kaboom! deals damage
equal to that card's mana value to that player or planeswalker, then you put the revealed
cards on the bottom of your library in any order."
Rulings covered: ONS-FAQ-161, ONS-FAQ-162, ONS-FAQ-163 (now: in the order you choose
one by one as it resolves, the Gatherer ruling of 2018-10-05; the FAQ's turn order is obsolete).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Kaboom!")


@pytest.mark.ruling("ONS-FAQ-162", "ONS-FAQ-163")
def test_each_target_in_the_chosen_order() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Forest", "Shock", "Island", "Krosan Tusker", "Smother")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[2, 0])
    d.resolve()
    d.choose(2)
    d.take_first("order_cards")
    # Player 2 first: Forest, Shock (1). Then player 0 (yourself): Island, Tusker (7).
    assert d.life(2) == 19
    assert d.life(0) == 13
    assert d.life(1) == 20
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names[0] == "Smother"


@pytest.mark.ruling("ONS-FAQ-161", "ONS-OR-0141")
def test_only_lands_no_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[1])
    d.resolve()
    assert d.decision.kind == "order_cards" and d.decision.player == 0  # the whole library
    d.take_first("order_cards")
    assert d.life(1) == 20
    assert len(d.state.players[0].library) == 2


@pytest.mark.ruling("ONS-OR-0142")
def test_the_next_target_is_chosen_after_the_previous_one_is_done() -> None:
    """Official ruling: "As Kaboom! resolves, you choose one of the target players or
    planeswalkers before revealing any cards, then complete the spell's process for that player
    or planeswalker, and then repeat until each target has been through the process."."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Forest", "Shock", "Island", "Krosan Tusker", "Smother", "Swat")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[1, 2, 0])
    d.resolve()
    first = d.expect("choose_option")
    assert first.player == 0
    assert {a.value for a in first.actions} == {0, 1, 2}
    assert d.zone_of("Kaboom!") == "stack"
    assert [d.game.card(c).name for c in d.state.players[0].library][:2] == ["Forest", "Shock"]
    d.choose(0)  # yourself first: Forest, Shock (1)
    d.take_first("order_cards")
    second = d.expect("choose_option")
    assert d.life(0) == 19 and d.life(1) == 20 and d.life(2) == 20  # done before choosing
    assert {a.value for a in second.actions} == {1, 2}
    d.choose(2)  # Island, Krosan Tusker (7)
    d.take_first("order_cards")  # then player 1, the only one left: Smother (2)
    assert (d.life(0), d.life(1), d.life(2)) == (19, 18, 13)
    assert d.zone_of("Kaboom!") == "graveyard"


def test_a_planeswalker_target_loses_loyalty_equal_to_the_mana_value() -> None:
    """CR 120.3c: Kaboom!'s damage to a target planeswalker removes that many loyalty counters;
    Teferi, Who Slows the Sunset with 4 loyalty is dealt 2 by Smother and stays with 2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.hand(0, "Kaboom!")
    s.library(0, "Forest", "Smother", "Island")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Kaboom!", targets=[teferi])
    d.resolve()
    d.take_first("order_cards")
    assert d.state.objects[teferi].counters.get("loyalty") == 2
    assert d.life(1) == 20
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names[0] == "Island" and set(names[1:]) == {"Forest", "Smother"}


def test_an_illegal_target_gets_no_process() -> None:
    """CR 608.2b: a target planeswalker that has left the battlefield is an illegal target, so
    Kaboom! reveals no cards for it and goes on with the remaining legal target: only player 1
    is dealt damage, by the first nonland card (Shock, 1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 1})
    s.hand(0, "Kaboom!", "Shock")
    s.library(0, "Forest", "Shock", "Island", "Krosan Tusker")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Kaboom!", targets=[teferi, 1])
    d.cast(0, d.find("Shock", zone="hand"), targets=[teferi])
    d.resolve()
    assert d.zone_of("Teferi, Who Slows the Sunset") == "graveyard"
    d.resolve()
    while d.decision.kind in ("choose_option", "order_cards"):
        d.take_first(d.decision.kind)
    assert d.life(1) == 19
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names[:2] == ["Island", "Krosan Tusker"]


def test_zero_targets_reveals_nothing() -> None:
    """CR 601.2c, 115.1: "any number" includes zero; with no targets the spell resolves
    (there is no target to become illegal, CR 608.2b), reveals no cards and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Kaboom!") == "graveyard"
    assert (d.life(0), d.life(1)) == (20, 20)
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Shock", "Forest"]
