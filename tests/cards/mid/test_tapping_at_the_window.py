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


def test_may_keep_no_creature_all_three_go_to_the_graveyard() -> None:
    """"You may reveal": declining puts all three into the graveyard; then cast with
    flashback (CR 702.34a) from there, it looks at the next three and is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Shock", "Glory Seeker", "Island", "Forest", "Plains", "Swamp", "Island")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    assert None in {a.value for a in d.decision.actions}
    d.choose(None)
    assert not d.state.players[0].hand
    assert len(d.state.players[0].graveyard) == 4  # three cards and the spell
    d.cast(0, "Tapping at the Window", method="flashback")
    d.resolve()
    if d.decision.kind != "priority":  # no creature card among them: nothing to reveal
        d.choose(None)
    assert len(d.state.players[0].library) == 1
    assert d.zone_of("Tapping at the Window") == "exile"
