"""Midnight Reaper — {2}{B} Creature — Zombie Knight 3/2.

Oracle: "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you
and you draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Midnight Reaper")


def _order_triggers(d: Driver) -> None:
    while d.decision.kind == "order_triggers":
        d.choose(d.decision.actions[0].value)


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.library(0, "Plains", "Plains", "Plains")
    return s


def test_nontoken_creature_dies_damage_and_draw() -> None:
    s = _scenario()
    s.battlefield(0, "Midnight Reaper", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1
    dmg = [e for e in d.state.log if e.kind == "damage" and e.player == 0]
    assert dmg and dmg[-1].source == d.find("Midnight Reaper")  # Reaper deals it


@pytest.mark.ruling("MIC-OR-0204")
def test_its_own_death_triggers_it() -> None:
    """Official ruling: "Midnight Reaper's ability triggers when it dies if it's not a
    token."."""
    s = _scenario()
    s.battlefield(0, "Midnight Reaper", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Midnight Reaper")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1


def test_token_or_opponents_creature_doesnt_trigger() -> None:
    s = _scenario()
    s.battlefield(0, "Midnight Reaper", "Island", "Island", "Island", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Falcon Abomination", "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()  # its Zombie token
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.cast(0, "Shock", targets=[token])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20
    assert len(d.state.players[0].hand) == 0


@pytest.mark.ruling("MIC-OR-0205")
def test_dying_together_triggers_for_each() -> None:
    """Official ruling: "If Midnight Reaper dies at the same time as one or more other nontoken
    creatures you control, Midnight Reaper's ability triggers for each of them."."""
    s = _scenario()
    s.battlefield(0, "Midnight Reaper", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    _order_triggers(d)
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 18
    assert len(d.state.players[0].hand) == 2
