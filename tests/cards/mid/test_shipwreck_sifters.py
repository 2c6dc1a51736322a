"""Shipwreck Sifters — {1}{U} Creature — Spirit 1/2.

Oracle: "When Shipwreck Sifters enters the battlefield, draw a card, then discard a card. /
Whenever you discard a Spirit card or a card with disturb, put a +1/+1 counter on Shipwreck
Sifters."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Shipwreck Sifters")


def cast(discard: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Shipwreck Sifters", "Nebelgast Intruder", "Dennick, Pious Apprentice")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shipwreck Sifters")
    d.resolve()
    d.resolve()
    d.choose(d.find(discard, zone="hand"))
    d.resolve_all()
    return d


@pytest.mark.parametrize("card", ["Nebelgast Intruder", "Dennick, Pious Apprentice"])
def test_spirit_or_disturb_card_grows_it(card: str) -> None:
    d = cast(card)
    assert d.ids(card, zone="graveyard")
    assert d.chars(d.find("Shipwreck Sifters")).power == 2


def test_other_card_doesnt() -> None:
    d = cast("Glory Seeker")
    assert d.chars(d.find("Shipwreck Sifters")).power == 1


def test_discarding_with_a_spell_grows_it() -> None:
    """A card discarded by a spell's effect ("discard up to two cards", CR 701.9a) is
    discarded: Sifters' "whenever you discard" triggers for it (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shipwreck Sifters", "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Nebelgast Intruder")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    d.resolve_all()
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    assert d.chars(d.find("Shipwreck Sifters")).power == 2


def test_discarding_a_hand_grows_it() -> None:
    """Discarding one's hand (Moonveil Regent's trigger) discards each card in it (CR 701.9a):
    Sifters' "whenever you discard" triggers for the Spirit card among them (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shipwreck Sifters", "Moonveil Regent", "Mountain")
    s.hand(0, "Shock", "Nebelgast Intruder")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # Moonveil Regent's trigger
    d.choose(True)
    d.resolve_all()
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    assert d.chars(d.find("Shipwreck Sifters")).power == 2


def test_discarding_for_a_spells_additional_cost_grows_it() -> None:
    """A card discarded to pay a cost is discarded (CR 701.9a, 601.2h): Electric Revelation's
    additional cost, "discard a card", paid with Nebelgast Intruder makes Sifters' "whenever
    you discard" trigger (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shipwreck Sifters", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Nebelgast Intruder")
    s.library(0, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", choices=[d.find("Nebelgast Intruder", zone="hand")])
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    d.resolve_all()
    assert d.chars(d.find("Shipwreck Sifters")).power == 2
    assert len(d.state.players[0].hand) == 2


def test_an_opponent_discarding_a_spirit_card_doesnt_grow_it() -> None:
    """"Whenever you discard" (CR 109.5): the opponent discarding Nebelgast Intruder to their
    own Cathartic Pyre doesn't trigger the Sifters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shipwreck Sifters")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Cathartic Pyre", "Nebelgast Intruder")
    s.library(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    assert not d.state.stack
    assert d.chars(d.find("Shipwreck Sifters")).power == 1


def test_its_enter_trigger_still_loots_if_it_left_but_nothing_grows() -> None:
    """CR 113.7a, 603.10a: the Sifters is Shocked with its enter trigger on the stack; the
    trigger still draws and discards, and the Spirit card discarded finds no Sifters on the
    battlefield to trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Shipwreck Sifters", "Nebelgast Intruder")
    s.library(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shipwreck Sifters")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Shipwreck Sifters")])
    d.resolve()
    assert d.zone_of("Shipwreck Sifters") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    assert not d.state.stack and d.decision.kind == "priority"


def test_changed_on_the_stack_discarding_an_elf_grows_it() -> None:
    """CR 612.1, 612.2, 400.7a: Shipwreck Sifters changed from Spirit to Elf as a spell
    enters an Elf; discarding an Elf card puts a +1/+1 counter on it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Shipwreck Sifters", "Artificial Evolution", "Elvish Warrior")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    spell = d.cast(0, "Shipwreck Sifters")
    evolve(d, spell, "Spirit", "Elf")
    d.resolve()
    d.resolve()
    d.choose(d.find("Elvish Warrior", zone="hand"))
    d.resolve_all()
    sifters = d.find("Shipwreck Sifters")
    assert d.chars(sifters).subtypes == {"Elf"}
    assert d.state.objects[sifters].counters == {"+1/+1": 1}


def test_changed_on_the_stack_discarding_a_spirit_card_doesnt_grow_it() -> None:
    """CR 612.2: once Shipwreck Sifters reads Elf, a Spirit card discarded (without disturb)
    grows nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Shipwreck Sifters", "Artificial Evolution", "Patrician Geist")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    spell = d.cast(0, "Shipwreck Sifters")
    evolve(d, spell, "Spirit", "Elf")
    d.resolve()
    d.resolve()
    d.choose(d.find("Patrician Geist", zone="hand"))
    d.resolve_all()
    assert d.state.objects[d.find("Shipwreck Sifters")].counters == {}
