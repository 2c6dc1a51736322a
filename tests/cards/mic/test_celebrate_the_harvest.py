"""Celebrate the Harvest — {3}{G} Sorcery.

Oracle: "Search your library for up to X basic land cards, where X is the number of different
powers among creatures you control. Put those cards onto the battlefield tapped, then shuffle."
Rulings covered: MIC-RN-023, MIC-OR-0053.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Celebrate the Harvest")

CARD = "Celebrate the Harvest"


@pytest.mark.ruling("MIC-RN-023", "MIC-OR-0053")
def test_counts_different_powers_as_it_resolves() -> None:
    """A 1/1 and a 2/2 (and a 3/3 Shocked in response, and an opponent's 3/3): two powers,
    two basic lands, tapped; the nonbasic can't be found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Glory Seeker", "Gluttonous Zombie", "Forest",
                  "Forest", "Forest", "Forest", "Mountain")
    s.battlefield(1, "Severed Legion")
    s.library(0, "Plains", "Swamp", "Island", "Temple of Plenty")
    s.hand(0, CARD, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.cast(0, "Shock", targets=[d.find("Avacyn's Pilgrim")])
    d.resolve()
    d.resolve()
    found: list[int] = []
    while d.decision.kind != "priority":
        offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
        assert d.find("Temple of Plenty", "library") not in offered
        pick = sorted(offered - set(found))[0]
        found.append(pick)
        d.choose(pick)
    assert len(found) == 2  # powers 2 and 3 (Glory Seeker, Gluttonous Zombie)
    lands = [o for o in d.state.battlefield if d.state.objects[o].tapped and
             d.chars(o).name in ("Plains", "Swamp", "Island")]
    assert len(lands) == 2
