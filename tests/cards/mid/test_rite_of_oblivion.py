"""Rite of Oblivion — {W}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a nonland permanent. / Exile
target nonland permanent. / Flashback {2}{W}{B}"
Rulings covered: MID-RN-225.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rite of Oblivion")


def test_sacrifice_then_exile() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Rite of Oblivion", targets=[d.find("Krosan Tusker")],
           choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="exile")


@pytest.mark.ruling("MID-RN-225", "MID-OR-0808")
def test_flashback_still_needs_the_sacrifice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Swamp", "Swamp", "Glory Seeker")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Rite of Oblivion", method="flashback", targets=[d.find("Krosan Tusker")],
           choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Krosan Tusker", zone="exile")
    assert d.ids("Rite of Oblivion", zone="exile")


@pytest.mark.ruling("MID-RN-225", "MID-OR-0808")
def test_cant_cast_without_a_nonland_permanent_to_sacrifice() -> None:
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Swamp", "Swamp")
    s.graveyard(0, "Rite of Oblivion")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]
