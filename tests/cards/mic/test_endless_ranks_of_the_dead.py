"""Endless Ranks of the Dead — {2}{B}{B} Enchantment.

Oracle: "At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is
half the number of Zombies you control, rounded down."
Rulings covered: MIC-OR-0190, MIC-OR-0191.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Endless Ranks of the Dead")

CARD = "Endless Ranks of the Dead"


def _upkeep(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *mine)
    s.battlefield(1, "Gluttonous Zombie", "Gluttonous Zombie")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        if d.decision.kind == "order_triggers":
            d.act(0, d.decision.actions[0])
        else:
            d.pass_priority()
    return d


def _zombie_tokens(d: Driver) -> int:
    return len(d.ids("Zombie Token", "battlefield", player=0))


@pytest.mark.ruling("MIC-OR-0190")
def test_fewer_than_two_zombies_no_token_and_half_rounded_down() -> None:
    """One Zombie (the opponent's don't count): no token. Three Zombies: one token."""
    d = _upkeep(CARD, "Gluttonous Zombie")
    d.resolve()
    assert _zombie_tokens(d) == 0
    d = _upkeep(CARD, "Gluttonous Zombie", "Spark Reaper", "Fleshbag Marauder")
    d.resolve()
    assert _zombie_tokens(d) == 1


@pytest.mark.ruling("MIC-OR-0191")
def test_counted_on_resolution_the_first_ones_tokens_count_for_the_second() -> None:
    """Two Endless Ranks and two Zombies: the first ability makes one token (3 Zombies), the
    second then counts three Zombies and makes one more."""
    d = _upkeep(CARD, CARD, "Gluttonous Zombie", "Spark Reaper")
    assert len(d.state.stack) == 2
    d.resolve()
    assert _zombie_tokens(d) == 1
    d.resolve()
    assert _zombie_tokens(d) == 2
