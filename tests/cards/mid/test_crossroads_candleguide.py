"""Crossroads Candleguide — {4} Artifact Creature — Scarecrow 3/4.

Oracle: "When Crossroads Candleguide enters the battlefield, exile up to one target card from a
graveyard. / {2}: Add one mana of any color."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crossroads Candleguide")

GUIDE = "Crossroads Candleguide"


def test_enters_and_exiles_a_card_from_any_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Shock")
    s.graveyard(0, "Forest")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.expect("target")
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    assert d.zone_of("Shock") == "exile" and d.zone_of("Forest") == "graveyard"


def test_up_to_one_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, GUIDE)
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, GUIDE)
    d.resolve()
    d.expect("target")
    d.choose(None)
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard" and d.zone_of(GUIDE) == "battlefield"


def test_two_mana_becomes_one_of_any_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, GUIDE, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Snarling Wolf")
    d = Driver(s.build())
    guide = d.find(GUIDE)
    # CR 605.3a, 602.2b, 601.2g: its {2} may be paid by activating the Mountains as it is
    # activated, or with mana already in the pool.
    assert [a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == guide] == list("WUBRG")
    d.mana(0, d.ids("Mountain")[0])
    d.mana(0, guide, "G")
    d.expect("pay_mana")  # the {1} the pool's {R} doesn't pay
    assert [a.source for a in d.game.legal_actions()] == d.ids("Mountain")[1:]
    d.act(0, d.game.legal_actions()[0])
    assert d.state.players[0].mana_pool == {"G": 1}
    assert not d.state.objects[guide].tapped
    d.cast(0, "Snarling Wolf")
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"
