"""Fade from Memory — {B} Instant.

Oracle: "Exile target card from a graveyard. / Cycling {B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Fade from Memory")

def test_exiles_a_card_from_any_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Fade from Memory")
    s.graveyard(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Fade from Memory", targets=[d.find("Festering Goblin", zone="graveyard")])
    d.resolve()
    assert d.ids("Festering Goblin", zone="exile")


@pytest.mark.ruling("ONS-OR-0110")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Fade from Memory", ["Swamp"])
