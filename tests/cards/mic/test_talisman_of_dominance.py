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


def test_paying_a_spell_with_its_blue_deals_the_damage_from_the_talisman() -> None:
    """CR 601.2g, 605.3a: activated while paying for Consider, the mana ability deals its 1
    damage at once; the Talisman is the source of that damage (CR 120.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Consider")
    s.library(0, "Island", "Swamp")
    d = Driver(s.build())
    talisman = d.find(CARD)
    d.cast(0, "Consider", pay=False)
    d.mana(0, CARD, "U")
    assert d.life(0) == 19
    dealt = [e for e in d.game.log if e.kind == "damage" and e.player == 0]
    assert dealt and dealt[-1].source == talisman
    assert d.decision.kind == "priority"  # the cost is paid: Consider is cast
    assert d.zone_of("Consider") == "stack" and not d.state.players[0].mana_pool


def test_in_two_headed_giant_the_damage_comes_off_the_team_s_life() -> None:
    """CR 810.9: damage dealt to a player in Two-Headed Giant comes off the team's shared
    life: both of player 0's team are at 29, the other team at 30."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.mana(0, CARD, "B")
    assert (d.life(0), d.life(1), d.life(2), d.life(3)) == (29, 29, 30, 30)
