"""Broodhatch Nantuko — {1}{G} Creature — Insect Druid 1/1.

Oracle: "Whenever Broodhatch Nantuko is dealt damage, you may create that many 1/1 green Insect
creature tokens. / Morph {2}{G}"
Rulings covered: ONS-FAQ-149.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Broodhatch Nantuko")


def _shocked() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Broodhatch Nantuko")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Broodhatch Nantuko")])
    d.resolve()
    d.resolve()  # the trigger (it died, but it was dealt 2 damage)
    return d


@pytest.mark.ruling("ONS-FAQ-149", "ONS-OR-0172")
def test_all_the_tokens_or_none() -> None:
    d = _shocked()
    dec = d.expect("may")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {True, False}
    assert dec.player == 1
    d.choose(True)
    insects = d.ids("Insect Token", zone="battlefield", player=1)
    assert len(insects) == 2
    c = d.chars(insects[0])
    assert (c.power, c.toughness, c.colors, c.subtypes) == (1, 1, {"G"}, {"Insect"})


@pytest.mark.ruling("ONS-FAQ-149", "ONS-OR-0172")
def test_choosing_none() -> None:
    d = _shocked()
    d.choose(False)
    assert not d.ids("Insect Token")


def test_blocked_by_two_it_triggers_once_for_all_the_damage() -> None:
    """Damage dealt to it by two blockers at the same time is one trigger for the total."""
    s = Scenario(seed=2)
    s.battlefield(0, "Broodhatch Nantuko")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Broodhatch Nantuko")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    nantuko = d.find("Broodhatch Nantuko")
    d.block({d.find("Glory Seeker"): nantuko, d.find("Goblin Sky Raider"): nantuko})
    while not d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(True)
    assert len(d.ids("Insect Token", player=0)) == 3


def test_face_down_it_has_no_ability() -> None:
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Broodhatch Nantuko", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Broodhatch Nantuko")])
    d.resolve()
    assert not d.state.stack
    assert d.decision.kind == "priority"
    assert not d.ids("Insect Token")


def test_lethal_damage_still_makes_the_tokens() -> None:
    """CR 603.2, 113.7a: the ability triggers on the damage event; the Nantuko dies from it
    (CR 704.5g) before the ability resolves, which still creates that many tokens."""
    s = Scenario(seed=1)
    s.battlefield(0, "Broodhatch Nantuko")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=0, priority=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Broodhatch Nantuko")])
    d.resolve()
    assert d.zone_of("Broodhatch Nantuko") == "graveyard"
    d.resolve()
    d.choose(True)
    assert len(d.ids("Insect")) == 2


def test_prevented_damage_is_not_dealt_and_makes_no_token() -> None:
    """CR 615.1a, 120.3: Daru Healer prevents 1 of Shock's 2 damage; the Nantuko is dealt 1
    damage, so the ability creates one Insect, not two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Broodhatch Nantuko", "Daru Healer")
    d = Driver(s.build())
    nantuko = d.find("Broodhatch Nantuko")
    d.cast(0, "Shock", targets=[nantuko])
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[nantuko])
    d.resolve()
    d.resolve()
    assert d.zone_of("Broodhatch Nantuko") == "graveyard"
    d.resolve()
    d.choose(True)
    assert len(d.ids("Insect Token", zone="battlefield", player=1)) == 1


def test_turned_face_up_it_triggers_when_dealt_damage_and_face_down_it_stays_hidden() -> None:
    """CR 702.37e, 708.2a, 708.5: face down it is a nameless 2/2 the opponent can't identify;
    turned face up for {2}{G} it is Broodhatch Nantuko again, and Shock's 2 damage then
    makes two Insects for its controller."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Broodhatch Nantuko", face_down=True)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    nantuko = d.find("Broodhatch Nantuko")
    assert "Broodhatch Nantuko" not in json.dumps(d.game.view(1))
    assert "Broodhatch Nantuko" in json.dumps(d.game.view(0))
    d.special(0, "turn_face_up", nantuko)
    d.pay()
    c = d.chars(nantuko)
    assert (c.name, c.power, c.toughness) == ("Broodhatch Nantuko", 1, 1)
    assert not d.state.stack  # turning face up isn't entering: nothing triggers
    d.pass_priority()
    d.cast(1, "Shock", targets=[nantuko])
    d.resolve()
    assert d.zone_of("Broodhatch Nantuko") == "graveyard"
    d.resolve()
    assert d.expect("may").player == 0
    d.choose(True)
    assert len(d.ids("Insect Token", zone="battlefield", player=0)) == 2
    assert not d.ids("Insect Token", zone="battlefield", player=1)



def test_made_to_read_elf_it_is_an_elf_druid_and_makes_elves() -> None:
    """CR 612.2, 612.2a: Artificial Evolution replaces Insect with Elf in Broodhatch Nantuko's
    text: its type line reads Elf Druid, and dealt 2 damage it may create two 1/1 green Elf
    creature tokens named Elf Token (CR 111.4); the question asked reads Elf too."""
    s = Scenario(seed=2)
    s.battlefield(0, "Island", "Mountain", "Broodhatch Nantuko")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    nantuko = d.find("Broodhatch Nantuko")
    d.cast(0, "Artificial Evolution", targets=[nantuko])
    d.resolve()
    d.choose("Insect")
    d.choose("Elf")
    assert d.chars(nantuko).subtypes == {"Elf", "Druid"}
    d.cast(0, "Shock", targets=[nantuko])
    d.resolve()
    d.resolve()
    dec = d.expect("may")
    assert dec.prompt == "Create that many 1/1 green Elf tokens?"
    d.choose(True)
    elves = d.ids("Elf Token", zone="battlefield", player=0)
    assert len(elves) == 2 and not d.ids("Insect Token")
    c = d.chars(elves[0])
    assert (c.power, c.toughness, c.colors, c.subtypes) == (1, 1, {"G"}, {"Elf"})
