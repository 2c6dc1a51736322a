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


def test_in_an_opponents_turn_it_can_be_cycled_but_not_cast() -> None:
    """CR 307.1, 702.29a: Lay Waste is a sorcery, not castable in the opponent's turn; cycling
    is an activated ability playable whenever its controller has priority: cycled in the
    opponent's upkeep, it draws the Forest."""
    from manastack.decisions.actions import CastSpell

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Lay Waste")
    s.library(0, "Forest")
    s.battlefield(1, "Forest")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    lay = d.find("Lay Waste", zone="hand")
    assert CastSpell(lay, "normal") not in d.game.legal_actions()
    d.activate(0, lay)
    d.resolve()
    assert d.zone_of("Lay Waste") == "graveyard"
    assert d.ids("Forest", zone="hand", player=0)


def test_the_land_tapped_for_mana_in_response_is_still_destroyed() -> None:
    """CR 605.3a, 608.2b: the opponent taps the targeted Forest for mana in response; it is
    still a land, so it is destroyed, and the {G} it made stays in their pool until the step
    ends (CR 106.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Lay Waste")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Lay Waste", targets=[forest])
    d.pass_priority()
    d.mana(1, forest)
    assert d.state.players[1].mana_pool.get("G") == 1
    d.resolve()
    assert d.zone_of("Forest") == "graveyard"
    assert d.state.players[1].mana_pool.get("G") == 1
