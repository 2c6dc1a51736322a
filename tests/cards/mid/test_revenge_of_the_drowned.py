"""Revenge of the Drowned — {3}{U} Instant.

Oracle: "Target creature's owner puts it on the top or bottom of their library. You create a
2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it
at end of combat.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Revenge of the Drowned")


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_owner_chooses_top_or_bottom(where: str) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Krosan Tusker")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Revenge of the Drowned", targets=[tusker])
    d.resolve()
    assert d.decision.player == 1  # the owner decides
    d.choose(where)
    lib = d.state.players[1].library
    card = d.find("Krosan Tusker", zone="library")
    assert (lib[0] if where == "top" else lib[-1]) == card
    assert d.chars(d.find("Zombie", zone="battlefield", player=0)).has("Decayed")
