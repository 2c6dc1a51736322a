"""Tapping at the Window — {1}{G} Sorcery.

Oracle: "Look at the top three cards of your library. You may reveal a creature card from among
them and put it into your hand. Put the rest into your graveyard. / Flashback {2}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tapping at the Window")


def test_creature_to_hand_rest_to_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Shock", "Glory Seeker", "Island", "Forest")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", zone="library") not in offered
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="graveyard") and d.ids("Island", zone="graveyard")
    assert d.ids("Forest", zone="library")
