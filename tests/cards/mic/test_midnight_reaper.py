"""Midnight Reaper — {2}{B} Creature — Zombie Knight 3/2.

Oracle: "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you
and you draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.testing import Driver
from tests.cards.mic import dies_trigger_checks as checks

CARD = "Midnight Reaper"
pytestmark = pytest.mark.card("Midnight Reaper")


def test_nontoken_creature_dies_damage_and_draw() -> None:
    d = checks.check_shocked_creature_draws_for_one_life(CARD, "Glory Seeker")
    dmg = [e for e in d.state.log if e.kind == "damage" and e.player == 0]
    assert dmg and dmg[-1].source == d.find("Midnight Reaper")  # Reaper deals it


@pytest.mark.ruling("MIC-OR-0204")
def test_its_own_death_triggers_it() -> None:
    """Official ruling: "Midnight Reaper's ability triggers when it dies if it's not a
    token."."""
    checks.check_shocked_creature_draws_for_one_life(CARD, CARD)


def test_token_or_opponents_creature_doesnt_trigger() -> None:
    s = checks.scenario()
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
    checks.check_dying_together_triggers_for_each(CARD, "Glory Seeker")
