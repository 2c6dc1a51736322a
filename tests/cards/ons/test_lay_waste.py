"""Lay Waste — {3}{R} Sorcery.

Oracle: "Destroy target land. / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Lay Waste")

def test_destroys_a_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Lay Waste")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Lay Waste", targets=[d.find("Forest")])
    d.resolve()
    assert d.ids("Forest", zone="graveyard")


def test_cycling_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Lay Waste")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, d.find("Lay Waste", zone="hand"))
    d.resolve()
    assert d.ids("Forest", zone="hand")


@pytest.mark.ruling("ONS-OR-0144")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Lay Waste", ["Mountain", "Mountain"])


def test_any_land_its_casters_own_or_nonbasic_but_not_a_creature() -> None:
    """"Target land": a nonbasic land (Unholy Grotto) and the caster's own lands are legal
    targets; a creature isn't (CR 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Unholy Grotto")
    s.hand(0, "Lay Waste")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell, Choose
    d.act(0, CastSpell(d.find("Lay Waste"), "normal"))
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {*d.ids("Mountain"), d.find("Unholy Grotto")}
    d.choose(d.find("Unholy Grotto"))
    d.pay()
    d.resolve()
    assert d.zone_of("Unholy Grotto") == "graveyard"
