"""Wirewood Elf — {1}{G} Creature — Elf Druid 1/2.

Oracle: "{T}: Add {G}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Elf")


def test_taps_for_green() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf")
    d = Driver(s.build())
    d.mana(0, "Wirewood Elf")
    assert d.state.players[0].mana_pool.get("G") == 1


def test_summoning_sick_it_cant_tap_for_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf", sick=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]


def test_a_tapped_elf_cant_tap_for_mana() -> None:
    """CR 602.5a ({T} can't be paid when tapped): a tapped Wirewood Elf offers no mana."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf", tapped=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)]


def test_its_mana_pays_for_a_spell_while_casting_it() -> None:
    """CR 601.2g, 605.3a: activated while the cost is being paid, its {G} and two Forests
    pay Wirewood Savage's {2}{G}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf", "Forest", "Forest")
    s.hand(0, "Wirewood Savage")
    d = Driver(s.build())
    d.cast(0, "Wirewood Savage")
    assert d.state.objects[d.find("Wirewood Elf")].tapped
    d.resolve()
    assert d.zone_of("Wirewood Savage") == "battlefield"


def test_a_mana_ability_doesnt_use_the_stack_and_the_mana_empties_between_steps() -> None:
    """CR 605.3b: the {G} is added at once, with nothing put on the stack, even in response
    to a spell; unspent, it empties from the pool at the end of the step (CR 500.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Elf")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(1, "Forest")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.mana(0, "Wirewood Elf")
    assert d.state.players[0].mana_pool.get("G") == 1
    assert len(d.state.stack) == 1
    d.resolve()
    d.pass_until("draw", turn=4)
    assert not d.state.players[0].mana_pool.get("G")


def test_stolen_with_haste_it_taps_for_its_new_controller() -> None:
    """CR 302.6, 702.10c: Threaten gives player 0 control of player 1's Elf and haste: player
    0 taps it for {G}, into player 0's pool."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Wirewood Elf")
    d = Driver(s.build())
    elf = d.find("Wirewood Elf")
    d.cast(0, "Threaten", targets=[elf])
    d.resolve()
    d.mana(0, elf)
    assert d.state.players[0].mana_pool.get("G") == 1
    assert not d.state.players[1].mana_pool.get("G")
