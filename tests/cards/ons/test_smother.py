"""Smother — {1}{B} Instant.

Oracle: "Destroy target creature with mana value 3 or less. It can't be regenerated."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Smother")


def test_only_small_creatures_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Silvos, Rogue Elemental", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Smother", "hand")))
    opts = {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    assert opts == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


def test_no_legal_target_means_it_cannot_be_cast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.battlefield(1, "Silvos, Rogue Elemental")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
