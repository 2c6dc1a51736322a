"""Arcane Infusion — {U}{R} Instant.

Oracle: "Look at the top four cards of your library. You may reveal an instant or sorcery card
from among them and put it into your hand. Put the rest on the bottom of your library in a
random order. / Flashback {3}{U}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Arcane Infusion")


def test_instant_to_hand_rest_to_bottom() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain")
    s.hand(0, "Arcane Infusion")
    s.library(0, "Glory Seeker", "Shock", "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Arcane Infusion")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker", zone="library") not in offered
    d.choose(d.find("Shock", zone="library"))
    assert d.ids("Shock", zone="hand")
    lib = d.state.players[0].library
    assert lib[0] == d.find("Plains", zone="library") and len(lib) == 4
