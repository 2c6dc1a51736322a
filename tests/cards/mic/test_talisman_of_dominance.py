"""Talisman of Dominance — {2} Artifact.

Oracle: "{T}: Add {C}. / {T}: Add {U} or {B}. Talisman of Dominance deals 1 damage to you."
Rulings covered: none in the seed documents.

The damage is part of the mana ability: it is dealt at once, without the stack (CR 605.3a).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import talisman_checks as checks

CARD = "Talisman of Dominance"
pytestmark = pytest.mark.card("Talisman of Dominance")


def test_colourless_mana_is_painless() -> None:
    checks.check_colourless_mana_is_painless(CARD, ("U", "B"))


@pytest.mark.parametrize("colour", ["U", "B"])
def test_coloured_mana_deals_one_damage_to_you(colour: str) -> None:
    checks.check_coloured_mana_deals_one_damage_to_you(CARD, colour)


def test_tapped_it_adds_nothing_more() -> None:
    checks.check_tapped_it_adds_nothing_more(CARD, "U")


def test_the_damage_at_one_life_loses_the_game_at_the_next_check() -> None:
    """CR 605.3a, 117.3c, 704.5a: the mana ability deals its 1 damage at once; its controller,
    at 1 life, then has 0 and, as they receive priority again, state-based actions make them
    lose."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, CARD)
    d = Driver(s.build())
    d.mana(0, CARD, "B")
    assert d.life(0) == 0
    assert d.state.players[0].lost and d.state.winners == (1,)
