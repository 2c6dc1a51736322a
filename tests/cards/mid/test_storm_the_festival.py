"""Storm the Festival — {3}{G}{G}{G} Sorcery.

Oracle: "Look at the top five cards of your library. You may put up to two permanent cards with
mana value 5 or less from among them onto the battlefield. Put the rest on the bottom of your
library in a random order. / Flashback {7}{G}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Storm the Festival")


def test_two_permanents_onto_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Shock", "Glory Seeker", "Rise of the Ants", "Pithing Needle", "Island",
              "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", zone="library") not in offered
    assert d.find("Rise of the Ants", zone="library") not in offered
    d.choose(d.find("Glory Seeker", zone="library"))
    d.choose(d.find("Island", zone="library"))
    assert d.ids("Glory Seeker", zone="battlefield") and d.ids("Island", zone="battlefield")
    lib = d.state.players[0].library
    assert lib[0] == d.find("Plains", zone="library") and len(lib) == 4
