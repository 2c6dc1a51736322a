"""Gleaming Overseer — {1}{U}{B} Creature — Zombie Wizard 1/4.

Oracle: "When Gleaming Overseer enters the battlefield, amass 1. (Put a +1/+1 counter on an
Army you control. If you don't control one, create a 0/0 black Zombie Army creature token
first.)
Zombie tokens you control have hexproof and menace."
Rulings covered: MIC-OR-0252, MIC-OR-0253, MIC-OR-0254 (amass).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.cards.mic.amass_checks import (
    AmassCard,
    any_army_may_be_chosen,
    any_zombie_token_gets_the_bonus,
    token_enters_as_a_zero_zero,
)

pytestmark = pytest.mark.card("Gleaming Overseer")

CARD = AmassCard("Gleaming Overseer", ("Island", "Swamp", "Swamp"), 1, "Hexproof")


@pytest.mark.parametrize("check", [
    pytest.param(any_army_may_be_chosen, marks=pytest.mark.ruling("MIC-OR-0252"), id="any_army_may_be_chosen"),
    pytest.param(token_enters_as_a_zero_zero, marks=pytest.mark.ruling("MIC-OR-0253"), id="token_enters_as_a_zero_zero"),
    pytest.param(any_zombie_token_gets_the_bonus, marks=pytest.mark.ruling("MIC-OR-0254"), id="any_zombie_token_gets_the_bonus"),
])
def test_amass_rulings(check: Callable[[AmassCard], None]) -> None:
    """The amass rulings, in order (see ``amass_checks``); the last one with hexproof."""
    check(CARD)
