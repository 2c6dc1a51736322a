"""Choking Tethers — {3}{U} Instant.

Oracle: "Tap up to four target creatures. / Cycling {1}{U} / When you cycle Choking Tethers,
you may tap target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Choking Tethers")


def test_taps_up_to_four_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Festering Goblin")
    d = Driver(s.build())
    chosen = [d.find("Glory Seeker"), d.find("Elvish Warrior")]
    d.cast(0, "Choking Tethers", targets=chosen)
    d.resolve()
    assert all(d.state.objects[c].tapped for c in chosen)
    assert not d.state.objects[d.find("Festering Goblin")].tapped


def test_cycling_may_tap_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.library(0, "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Choking Tethers", zone="hand"))
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert d.state.objects[seeker].tapped
    d.resolve()
    assert d.ids("Island", zone="hand")


def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Choking Tethers", ["Island", "Island"])
