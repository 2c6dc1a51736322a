"""Sky Diamond — {2} Artifact.

Oracle: "Sky Diamond enters the battlefield tapped. / {T}: Add {U}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sky Diamond")


def test_enters_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sky Diamond")
    d = Driver(s.build())
    d.cast(0, "Sky Diamond")
    d.resolve()
    diamond = d.find("Sky Diamond")
    assert d.state.objects[diamond].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == diamond]


def test_taps_for_blue() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sky Diamond")
    d = Driver(s.build())
    diamond = d.find("Sky Diamond")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == diamond}
    assert options == {"U"}
    d.mana(0, diamond)
    assert d.state.players[0].mana_pool.get("U") == 1
    assert d.state.objects[diamond].tapped
