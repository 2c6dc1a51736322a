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


def test_lord_bonus_and_counters_add_up_and_a_changeling_is_a_zombie() -> None:
    """CR 702.73a: Avian Changeling is every creature type, so it is a Zombie creature and gets
    a counter; with Tomb Tyrant's +1/+1 for other Zombies the new token is 4/4 (2/2, a
    counter, the Tyrant's bonus, CR 613.4c)."""
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Tomb Tyrant", "Avian Changeling", "Island", "Island", "Island")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    c = d.chars(token)
    assert (c.power, c.toughness) == (4, 4)
    assert d.state.objects[d.find("Avian Changeling")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Tomb Tyrant")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find(CARD)].counters  # a Human Wizard


def test_tap_symbol_needs_it_to_have_been_yours_since_the_turn_began() -> None:
    """CR 302.6: a Runebinder that came under its controller's control this turn can't pay
    {T}."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, sick=True)
    s.battlefield(0, "Island", "Island", "Island")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
