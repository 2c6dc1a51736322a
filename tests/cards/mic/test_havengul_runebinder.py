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


def test_a_noncreature_card_is_refused_for_the_exile_cost_and_nothing_changes() -> None:
    """CR 601.2h, 602.2b: the cost asks for a creature card; choosing an Island from the
    graveyard is refused with an error naming it, and the activation is undone: the
    Runebinder untapped, both cards still in the graveyard, nothing on the stack."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.graveyard(0, "Island", "Glory Seeker")
    d = Driver(s.build())
    land = d.find("Island", "graveyard")
    with pytest.raises(IllegalActionError, match="Island"):
        d.activate(0, CARD, choices=[land])
    assert not d.state.stack
    assert not d.state.objects[d.find(CARD)].tapped
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[land].zone.value == "graveyard"
    assert not any(d.state.objects[x].tapped for x in d.ids("Island", "battlefield"))


def test_runebinder_gone_before_resolution_the_ability_still_makes_the_zombie() -> None:
    """CR 113.7a: the ability exists independently of its source; with the Runebinder
    destroyed in response, the token is still created and gets its counter (a 3/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Cruel Revival")
    d = Driver(s.build())
    d.activate(0, CARD, choices=[d.find("Glory Seeker", "graveyard")])
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    c = d.chars(token)
    assert (c.power, c.toughness) == (3, 3)
    assert d.state.objects[token].controller == 0


def test_commander_exiled_for_the_cost_may_go_to_the_command_zone() -> None:
    """CR 903.9a: Wilhelt, player 0's commander, left in the graveyard, is exiled to pay the
    cost; its owner may then put it into the command zone (a state-based action), and the
    ability still makes the Zombie."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Wilhelt, the Rotcleaver", zone="graveyard")
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.commander(1, "Katilda, Dawnhart Prime")
    d = Driver(s.build())
    wilhelt = d.find("Wilhelt, the Rotcleaver")
    d.activate(0, CARD, choices=[wilhelt])
    assert d.zone_of("Wilhelt, the Rotcleaver") == "exile"
    assert d.expect("commander_zone").player == 0
    d.choose("command_zone")
    assert d.zone_of("Wilhelt, the Rotcleaver") == "command"
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert (d.chars(token).power, d.chars(token).toughness) == (3, 3)


def test_made_to_read_elf_it_creates_an_elf_and_counters_go_on_elves() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on the Runebinder (a Human Wizard, unchanged):
    it creates a 2/2 black Elf Token and puts a +1/+1 counter on each Elf creature you
    control, the new token too, not on Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Elvish Warrior", *["Island"] * 4)
    s.graveyard(0, "Avacyn's Pilgrim")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    rb = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[rb])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(rb).subtypes == {"Human", "Wizard"}
    d.activate(0, CARD, choices=[d.find("Avacyn's Pilgrim", "graveyard")])
    d.resolve()
    elf = d.find("Elf Token", "battlefield")
    assert d.chars(elf).subtypes == {"Elf"} and d.chars(elf).colors == frozenset("B")
    assert d.state.objects[elf].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Elvish Warrior")].counters == {"+1/+1": 1}
    assert not d.state.objects[d.find("Gluttonous Zombie")].counters
