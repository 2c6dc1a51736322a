"""Nova Cleric — {W} Creature — Human Cleric 1/2.

Oracle: "{2}{W}, {T}, Sacrifice Nova Cleric: Destroy all enchantments."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nova Cleric")

def test_destroys_all_enchantments() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Nova Cleric", "Glory Seeker")
    s.hand(0, "Pacifism", "Crown of Awe")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.activate(0, "Nova Cleric")
    d.resolve()
    assert d.ids("Pacifism", zone="graveyard")
    assert d.ids("Crown of Awe", zone="graveyard")
    assert d.ids("Nova Cleric", zone="graveyard")


def test_an_aura_spell_on_the_stack_is_not_destroyed() -> None:
    """CR 701.8a, 110.1: only enchantment permanents are destroyed; an Aura spell on the
    stack isn't one, so it resolves afterwards and stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Nova Cleric")
    s.battlefield(1, "Plains", "Plains", "Glory Seeker", "Righteous Cause")
    s.hand(1, "Pacifism")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Pacifism", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.activate(0, "Nova Cleric")
    d.resolve()
    assert d.zone_of("Righteous Cause") == "graveyard"
    d.resolve()
    assert d.zone_of("Pacifism") == "battlefield"


def _activatable(d: Driver, source: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == source
               for a in d.game.legal_actions())


def test_summoning_sick_it_cant_be_activated() -> None:
    """CR 302.6: the cost includes {T}, so a Nova Cleric that came under its controller's
    control this turn can't activate it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3)
    s.battlefield(0, "Nova Cleric", sick=True)
    d = Driver(s.build())
    assert not _activatable(d, d.find("Nova Cleric"))


def test_sacrificed_as_a_cost_the_ability_is_already_independent_of_it() -> None:
    """CR 602.2, 113.7a: the Cleric is sacrificed as the cost is paid, so it is in the
    graveyard while the ability is on the stack, and the ability resolves all the same,
    destroying every enchantment of every player; it needs no enchantment to be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Nova Cleric", "Righteous Cause")
    s.battlefield(1, "Righteous Cause", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Nova Cleric")
    assert d.zone_of("Nova Cleric") == "graveyard"
    assert d.state.stack
    d.resolve()
    assert len(d.ids("Righteous Cause", zone="graveyard")) == 2
    assert d.zone_of("Glory Seeker") == "battlefield"
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Nova Cleric", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Nova Cleric")
    d.resolve()
    assert d.zone_of("Nova Cleric") == "graveyard" and d.zone_of("Glory Seeker") == "battlefield"


def test_without_the_mana_it_isnt_offered() -> None:
    """CR 602.2b, 601.2g: {2}{W} can't be paid with two Plains, so nothing is activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Nova Cleric")
    d = Driver(s.build())
    cleric = d.find("Nova Cleric")
    assert not _activatable(d, cleric)
    assert d.zone_of("Nova Cleric") == "battlefield"
    assert not d.state.objects[cleric].tapped and not d.state.stack
