"""Death Pulse — {2}{B}{B} Instant.

Oracle: "Target creature gets -4/-4 until end of turn. / Cycling {1}{B}{B} / When you cycle
Death Pulse, you may have target creature get -1/-1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Death Pulse")

def test_minus_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    d.cast(0, "Death Pulse", targets=[d.find("Barkhide Mauler")])
    d.resolve()
    assert d.ids("Barkhide Mauler", zone="graveyard")


def test_cycling_minus_one_kills_a_one_toughness_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(0, "Swamp")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.activate(0, d.find("Death Pulse", zone="hand"))
    d.choose(d.find("Festering Goblin"))
    d.resolve()
    d.choose(True)
    assert d.ids("Festering Goblin", zone="graveyard")


def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Death Pulse", ["Swamp", "Swamp", "Swamp"])
