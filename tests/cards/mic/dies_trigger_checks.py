"""Shared set-ups and checks for the creatures with a "whenever ... dies" trigger that costs 1
life and draws a card (Midnight Reaper, Undead Augur; ``scenario`` gives player 0 cards to
draw). ``order_triggers`` and ``infest_triggers_twice`` also serve Butcher of Malakir."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def scenario() -> Scenario:
    """Player 0 has cards to draw."""
    s = Scenario(seed=1)
    s.library(0, "Plains", "Plains", "Plains")
    return s


def check_shocked_creature_draws_for_one_life(card: str, victim: str) -> Driver:
    """``card`` and ``victim`` (or ``card`` alone, when it is the victim) on player 0's
    battlefield; Shock kills ``victim`` and the trigger resolves: 1 life lost, one card drawn.
    Returns the game for further checks."""
    mine = (card,) if victim == card else (card, victim)
    s = scenario()
    s.battlefield(0, *mine, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(victim)])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1
    return d


def infest_triggers_twice(s: Scenario) -> Driver:
    """Player 0, with three Swamps among their permanents in ``s``, casts Infest (-2/-2 to all
    creatures); two triggers of creatures dying at once go on the stack."""
    s.hand(0, "Infest")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    return d


def check_dying_together_triggers_for_each(card: str, *others: str) -> None:
    """Infest kills ``card`` and ``others`` at once: two of them trigger it (two triggers on
    the stack), 2 life lost, two cards drawn."""
    s = scenario()
    s.battlefield(0, card, *others, "Swamp", "Swamp", "Swamp")
    d = infest_triggers_twice(s)
    d.resolve_all()
    assert d.life(0) == 18
    assert len(d.state.players[0].hand) == 2
