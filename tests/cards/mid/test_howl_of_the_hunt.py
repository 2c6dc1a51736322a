"""Howl of the Hunt — {2}{G} Enchantment — Aura.

Oracle: "Flash / Enchant creature / When Howl of the Hunt enters the battlefield, if enchanted
creature is a Wolf or Werewolf, untap that creature. / Enchanted creature gets +2/+2 and has
vigilance."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Howl of the Hunt")


def setup(creature: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(0, creature, tapped=True)
    s.hand(0, "Howl of the Hunt")
    s.at("end", active=1)
    return Driver(s.build())


def test_flash_untaps_a_wolf_and_pumps_it() -> None:
    d = setup("Bounding Wolf")
    wolf = d.find("Bounding Wolf")
    d.pass_priority()  # the opponent's end step: player 1 passes to us? (active is 1)
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.resolve()
    d.resolve()
    assert not d.state.objects[wolf].tapped
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (5, 4) and c.has("Vigilance")


def test_other_creatures_stay_tapped() -> None:
    d = setup("Elvish Warrior")
    warrior = d.find("Elvish Warrior")
    d.pass_priority()
    d.cast(0, "Howl of the Hunt", targets=[warrior])
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[warrior].tapped
    assert d.chars(warrior).power == 4


def test_a_werewolf_is_untapped_too() -> None:
    """CR 205.3: Suspicious Stowaway is a Human Rogue Werewolf, so "a Wolf or Werewolf"
    holds and the trigger untaps it."""
    d = setup("Suspicious Stowaway")
    stowaway = d.find("Suspicious Stowaway")
    d.pass_priority()
    d.cast(0, "Howl of the Hunt", targets=[stowaway])
    d.resolve()
    d.resolve()
    assert not d.state.objects[stowaway].tapped
    assert d.chars(stowaway).power == 3


def test_on_an_opponents_wolf_it_untaps_that_wolf() -> None:
    """CR 303.4e, 603.4: the Aura may enchant an opponent's creature; "untap that creature"
    untaps the opponent's tapped Bounding Wolf, which gets +2/+2 and vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Bounding Wolf", tapped=True)
    s.hand(0, "Howl of the Hunt")
    d = Driver(s.build())
    wolf = d.find("Bounding Wolf")
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.resolve()
    d.resolve()
    assert not d.state.objects[wolf].tapped
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (5, 4) and c.has("Vigilance")


def test_the_if_is_checked_again_as_the_ability_resolves() -> None:
    """CR 603.4: an intervening "if" is checked when the ability would trigger and again on
    resolution; Mistform Dreamer made a Wolf triggers it, but becomes a Bird in response, so
    the ability does nothing and the Dreamer stays tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island", "Island")
    s.battlefield(0, "Mistform Dreamer", tapped=True)
    s.hand(0, "Howl of the Hunt")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Wolf")
    d.cast(0, "Howl of the Hunt", targets=[dreamer])
    d.resolve()
    assert len(d.state.stack) == 1  # the untap trigger
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[dreamer].tapped


def test_a_non_wolf_does_not_trigger_even_if_it_becomes_one_later() -> None:
    """CR 603.4: the Dreamer isn't a Wolf or Werewolf as the Aura enters, so nothing
    triggers; making it a Wolf afterwards doesn't untap it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.battlefield(0, "Mistform Dreamer", tapped=True)
    s.hand(0, "Howl of the Hunt")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.cast(0, "Howl of the Hunt", targets=[dreamer])
    d.resolve()
    assert not d.state.stack
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Wolf")
    assert not d.state.stack and d.state.objects[dreamer].tapped


def test_its_target_gone_the_aura_spell_does_not_resolve() -> None:
    """CR 608.2b, 303.4a: an Aura spell whose target has become illegal doesn't resolve; it
    goes to the graveyard and nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Bounding Wolf", "Mountain")
    s.hand(0, "Howl of the Hunt")
    s.hand(1, "Shock")
    d = Driver(s.build())
    wolf = d.find("Bounding Wolf")
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.pass_priority()
    d.cast(1, "Shock", targets=[wolf])
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "graveyard"
    d.resolve()
    assert d.zone_of("Howl of the Hunt") == "graveyard"
    assert not d.state.stack


def test_the_enchanted_creature_attacks_without_tapping() -> None:
    """CR 702.20b: vigilance — attacking doesn't cause the enchanted creature to tap."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Elvish Warrior")
    s.hand(0, "Howl of the Hunt")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Howl of the Hunt", targets=[warrior])
    d.resolve()
    d.to_combat()
    d.attack([warrior])
    assert not d.state.objects[warrior].tapped
    d.pass_until("end")
    assert d.life(1) == 16


def test_changed_on_the_stack_it_untaps_an_elf() -> None:
    """CR 612.2, 400.7a: Howl of the Hunt changed from Wolf to Elf as a spell reads "if
    enchanted creature is an Elf or Werewolf": on the tapped Elvish Warrior it untaps it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    s.hand(0, "Howl of the Hunt", "Artificial Evolution")
    s.at("end", active=1)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.pass_priority()
    spell = d.cast(0, "Howl of the Hunt", targets=[warrior])
    evolve(d, spell, "Wolf", "Elf")
    d.resolve()
    d.resolve()
    assert not d.state.objects[warrior].tapped
    assert d.chars(warrior).power == 4


def test_the_aura_destroyed_in_response_its_ability_still_untaps_the_wolf() -> None:
    """CR 603.4, 113.7a, 608.2h: the enters ability's intervening "if" is checked again as it
    resolves; Howl of the Hunt was destroyed in response (Naturalize), so "enchanted creature"
    is the creature it enchanted as it last existed on the battlefield: the tapped Bounding
    Wolf, still a Wolf, is untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.battlefield(0, "Bounding Wolf", tapped=True)
    s.hand(0, "Howl of the Hunt", "Naturalize")
    d = Driver(s.build())
    wolf = d.find("Bounding Wolf")
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.resolve()
    assert len(d.state.stack) == 1  # the untap trigger
    d.cast(0, "Naturalize", targets=[d.find("Howl of the Hunt", zone="battlefield")])
    d.resolve()
    assert d.zone_of("Howl of the Hunt") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert not d.state.objects[wolf].tapped
    assert d.chars(wolf).power == 3  # no +2/+2: the Aura is gone
