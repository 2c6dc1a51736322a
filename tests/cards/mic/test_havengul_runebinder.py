"""Havengul Runebinder — {2}{U}{U} Creature — Human Wizard 2/2.

Oracle: "{2}{U}, {T}, Exile a creature card from your graveyard: Create a 2/2 black Zombie
creature token, then put a +1/+1 counter on each Zombie creature you control."
Rulings covered: MIC-OR-0151, MIC-OR-0152.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Havengul Runebinder")

CARD = "Havengul Runebinder"


@pytest.mark.ruling("MIC-OR-0151", "MIC-OR-0152")
def test_card_exiled_as_a_cost_then_token_and_counters_on_each_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Glory Seeker", "Island", "Island", "Island")
    s.battlefield(1, "Severed Legion")
    s.graveyard(0, "Avacyn's Pilgrim", "Island")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Avacyn's Pilgrim", "graveyard")])
    # paid: the creature card is already exiled while the ability waits on the stack
    assert d.zone_of("Avacyn's Pilgrim") == "exile" and d.state.stack
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    c = d.chars(token)
    assert (c.power, c.toughness) == (3, 3) and c.colors == frozenset("B")
    assert d.state.objects[d.find("Gluttonous Zombie")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find("Glory Seeker")].counters
    assert not d.state.objects[d.find("Severed Legion")].counters  # not yours


def test_needs_a_creature_card_in_your_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.graveyard(0, "Island")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
