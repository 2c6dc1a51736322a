"""Sol Ring — {1} Artifact.

Oracle: "{T}: Add {C}{C}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sol Ring")


def test_taps_for_two_colourless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    d = Driver(s.build())
    ring = d.find("Sol Ring")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == ring}
    assert options == {"CC"}
    d.mana(0, ring)
    assert d.state.players[0].mana_pool.get("C") == 2
    assert d.state.objects[ring].tapped
    assert not d.state.stack  # a mana ability (CR 605.3a)


def test_pays_for_a_two_mana_spell_alone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sol Ring")
    s.hand(0, "Sky Diamond")
    d = Driver(s.build())
    d.cast(0, "Sky Diamond")
    d.resolve()
    assert d.zone_of("Sky Diamond") == "battlefield"
    assert d.state.objects[d.find("Sol Ring")].tapped


def test_cast_for_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Sol Ring")
    d = Driver(s.build())
    d.cast(0, "Sol Ring")
    d.resolve()
    assert d.zone_of("Sol Ring") == "battlefield"
    assert not d.state.objects[d.find("Sol Ring")].tapped
