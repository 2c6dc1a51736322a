"""Talisman of Dominance — {2} Artifact.

Oracle: "{T}: Add {C}. / {T}: Add {U} or {B}. Talisman of Dominance deals 1 damage to you."
Rulings covered: none in the seed documents.

The damage is part of the mana ability: it is dealt at once, without the stack (CR 605.3a).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Talisman of Dominance")


def _options(d: Driver, source: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source}


def test_colourless_mana_is_painless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Talisman of Dominance")
    d = Driver(s.build())
    talisman = d.find("Talisman of Dominance")
    assert _options(d, talisman) == {"C", "U", "B"}
    d.mana(0, talisman, "C")
    assert d.state.players[0].mana_pool.get("C") == 1
    assert d.life(0) == 20
    assert d.state.objects[talisman].tapped


@pytest.mark.parametrize("colour", ["U", "B"])
def test_coloured_mana_deals_one_damage_to_you(colour: str) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Talisman of Dominance")
    d = Driver(s.build())
    d.mana(0, "Talisman of Dominance", colour)
    assert d.state.players[0].mana_pool.get(colour) == 1
    assert d.life(0) == 19 and d.life(1) == 20
    assert not d.state.stack


def test_tapped_it_adds_nothing_more() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Talisman of Dominance")
    d = Driver(s.build())
    talisman = d.find("Talisman of Dominance")
    d.mana(0, talisman, "U")
    assert _options(d, talisman) == set()
    assert d.life(0) == 19
