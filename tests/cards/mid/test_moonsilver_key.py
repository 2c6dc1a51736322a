"""Moonsilver Key — {2} Artifact.

Oracle: "{1}, {T}, Sacrifice Moonsilver Key: Search your library for an artifact card with a
mana ability or a basic land card, reveal it, put it into your hand, then shuffle."
Rulings covered: MID-RN-167.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Moonsilver Key")


@pytest.mark.ruling("MID-RN-167")
def test_finds_a_mana_artifact_or_a_basic_land_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Glory Seeker", "Moonsilver Key", "Forest", "Haunted Ridge")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    assert d.decision.kind == "search"
    opts = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    names = {d.game.card(o).name for o in opts if o is not None}
    assert names == {"Forest"}
    d.choose(d.find("Forest", "library"))
    assert d.ids("Forest", zone="hand")
    assert d.ids("Moonsilver Key", zone="graveyard")
