"""Champion of the Perished — {B} Creature — Zombie 1/1.

Oracle: "Whenever another Zombie enters the battlefield under your control, put a +1/+1
counter on Champion of the Perished."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Champion of the Perished")


def test_grows_with_each_zombie_of_yours_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Hobbling Zombie", "Shock")
    d = Driver(s.build())
    champ = d.find("Champion of the Perished")
    d.cast(0, "Hobbling Zombie")
    d.resolve()
    d.resolve()
    assert d.chars(champ).power == 2
    d.cast(0, "Shock", targets=[d.find("Hobbling Zombie")])
    d.resolve()
    d.resolve()  # the Zombie token enters
    d.resolve()
    assert d.chars(champ).power == 3


def test_non_zombie_and_opponents_zombie_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Hobbling Zombie")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Hobbling Zombie")
    s.library(1, "Swamp")
    d = Driver(s.build())
    champ = d.find("Champion of the Perished")
    d.cast(0, "Hobbling Zombie")
    d.resolve()
    d.resolve()
    assert d.chars(champ).power == 2
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Hobbling Zombie")
    d.resolve()
    assert not d.state.stack
    assert d.chars(champ).power == 2


def test_thirteen_zombie_tokens_at_once_give_thirteen_counters() -> None:
    """CR 603.2, 603.3b: Army of the Damned's thirteen Zombie tokens enter at once; the
    Champion triggers once for each, so it gets thirteen +1/+1 counters (14/14)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", *["Swamp"] * 8)
    s.hand(0, "Army of the Damned")
    d = Driver(s.build())
    champ = d.find("Champion of the Perished")
    d.cast(0, "Army of the Damned")
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 13
    d.resolve_all()
    assert d.state.objects[champ].counters.get("+1/+1") == 13
    assert (d.chars(champ).power, d.chars(champ).toughness) == (14, 14)


def test_a_face_down_creature_is_no_zombie_nor_is_turning_it_up_entering() -> None:
    """CR 708.2a: Spined Basher (a Zombie Beast) cast face down enters with no creature
    types: no counter; turned face up for {2}{B} it is a Zombie, but it doesn't enter the
    battlefield (CR 708.8): still no counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of the Perished", *["Swamp"] * 6)
    s.hand(0, "Spined Basher")
    d = Driver(s.build())
    champ = d.find("Champion of the Perished")
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    assert not d.state.stack
    basher = d.find("Spined Basher", zone="battlefield")
    d.special(0, "turn_face_up", basher)
    d.pay()
    assert "Zombie" in d.chars(basher).subtypes and not d.state.stack
    assert d.state.objects[champ].counters == {}


def test_made_to_read_elf_another_elf_entering_grows_it() -> None:
    """CR 612.2: Champion of the Perished made to read Elf triggers on another Elf entering
    under its controller's control, not on a Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Swamp", "Island", "Champion of the Perished")
    s.hand(0, "Artificial Evolution", "Elvish Warrior", "Festering Goblin")
    d = Driver(s.build())
    champion = d.find("Champion of the Perished")
    evolve(d, champion, "Zombie", "Elf")
    assert d.chars(champion).subtypes == {"Elf"}
    d.cast(0, "Festering Goblin")
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Elvish Warrior")
    d.resolve()
    d.resolve()
    assert d.state.objects[champion].counters == {"+1/+1": 1}
