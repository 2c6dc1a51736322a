"""Eternal Skylord — {4}{U} Creature — Zombie Wizard 3/3.

Oracle: "When Eternal Skylord enters the battlefield, amass 2. (Put two +1/+1 counters on an
Army you control. If you don't control one, create a 0/0 black Zombie Army creature token
first.)
Zombie tokens you control have flying."
Rulings covered: MIC-OR-0145, MIC-OR-0146, MIC-OR-0147 (amass).
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

pytestmark = pytest.mark.card("Eternal Skylord")

CARD = AmassCard("Eternal Skylord", ("Island",) * 5, 2, "Flying")


@pytest.mark.parametrize("check", [
    pytest.param(any_army_may_be_chosen, marks=pytest.mark.ruling("MIC-OR-0145"), id="any_army_may_be_chosen"),
    pytest.param(token_enters_as_a_zero_zero, marks=pytest.mark.ruling("MIC-OR-0146"), id="token_enters_as_a_zero_zero"),
    pytest.param(any_zombie_token_gets_the_bonus, marks=pytest.mark.ruling("MIC-OR-0147"), id="any_zombie_token_gets_the_bonus"),
])
def test_amass_rulings(check: Callable[[AmassCard], None]) -> None:
    """The amass rulings, in order (see ``amass_checks``); the last one with flying."""
    check(CARD)
