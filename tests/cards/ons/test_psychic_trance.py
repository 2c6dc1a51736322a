"""Psychic Trance — {2}{U}{U} Instant.

Oracle: "Until end of turn, Wizards you control gain "{T}: Counter target spell.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Psychic Trance")


def test_wizards_gain_a_counterspell_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Rummaging Wizard", "Glory Seeker")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    seeker = d.find("Glory Seeker")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]
    wizard = d.find("Rummaging Wizard")
    acts = [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == wizard]
    assert len(acts) == 1  # its own {2}{U} ability can't be paid: all Islands are tapped
    d.act(0, acts[0])
    d.choose(shock)
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
    assert d.state.objects[wizard].tapped


def _trance(sick: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.battlefield(0, "Rummaging Wizard", sick=sick)
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def _counter_abilities(d: Driver, source: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == source]


def test_a_wizard_that_came_under_your_control_this_turn_cant_tap_for_it() -> None:
    """CR 302.6: the granted ability has {T} in its cost; a Wizard that hasn't been under its
    controller's control continuously since their most recent turn began can't activate it."""
    d = _trance(sick=True)
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    assert _counter_abilities(d, d.find("Rummaging Wizard")) == []


def test_a_wizard_arriving_after_it_resolved_doesnt_gain_the_ability() -> None:
    """CR 611.2c: "Wizards you control" is fixed as the spell resolves. A face-down Voidmage
    Prodigy turned face up afterwards is a Wizard (the same permanent, CR 708.8) but wasn't one
    when Psychic Trance resolved: it has only its own abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.battlefield(0, "Voidmage Prodigy", face_down=True)
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    d.pass_priority()  # player 1, the active player, passes again
    prodigy = d.find("Voidmage Prodigy")
    d.special(0, "turn_face_up", prodigy)
    d.pay()
    assert "Wizard" in d.chars(prodigy).subtypes
    assert len(d.chars(prodigy).abilities) == 2  # its own counter ability and morph
    assert _counter_abilities(d, prodigy) == []  # no {T} ability; its own {U}{U} is unpaid
    d.pass_priority()
    d.pass_priority()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 18
    assert shock not in d.state.stack


def test_only_your_wizards_and_only_until_end_of_turn() -> None:
    """"Wizards you control": the opponent's Wizard gains nothing; the granted ability lasts
    until the cleanup step (CR 514.2), so next turn the Wizard has only its own abilities."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Rummaging Wizard")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Crafty Pathmage")
    s.library(0, "Island")
    s.library(1, "Island")
    s.at("main", active=0, turn=3)
    d = Driver(s.build())
    wizard, pathmage = d.find("Rummaging Wizard"), d.find("Crafty Pathmage")
    own, theirs = len(d.chars(wizard).abilities), len(d.chars(pathmage).abilities)
    d.cast(0, "Psychic Trance")
    d.resolve()
    assert len(d.chars(wizard).abilities) == own + 1
    assert len(d.chars(pathmage).abilities) == theirs
    d.pass_until("upkeep", turn=4)
    assert len(d.chars(wizard).abilities) == own


def test_each_wizard_counters_one_spell() -> None:
    """Each Wizard has its own ability with its own {T} (CR 602.1): two Wizards counter two
    spells."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Rummaging Wizard", "Sage Aven")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    for wizard in ("Rummaging Wizard", "Sage Aven"):
        shock = d.cast(1, d.ids("Shock", zone="hand")[0], targets=[0])
        d.pass_priority()
        source = d.find(wizard)
        d.act(0, _counter_abilities(d, source)[0])
        d.choose(shock)
        d.resolve()
        assert d.state.objects[source].tapped
    assert len(d.ids("Shock", zone="graveyard")) == 2 and d.life(0) == 20


def test_with_lier_out_the_granted_ability_counters_nothing() -> None:
    """Lier, Disciple of the Drowned (a Wizard) gains the ability, but "spells can't be
    countered" (CR 101.2): it resolves doing nothing and the Shock still resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Lier, Disciple of the Drowned")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    lier = d.find("Lier, Disciple of the Drowned")
    [act] = _counter_abilities(d, lier)
    d.act(0, act)
    d.choose(shock)
    d.resolve()
    assert d.state.stack == [shock] and d.state.objects[lier].tapped
    d.resolve()
    assert d.life(0) == 18


def test_a_wizard_that_stops_being_one_keeps_the_ability() -> None:
    """The affected Wizards are locked in as it resolves (CR 611.2c): Mistform Mutant then
    makes the Rummaging Wizard a Goblin, and it keeps the granted ability."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6, "Rummaging Wizard", "Mistform Mutant")
    s.hand(0, "Psychic Trance")
    s.library(0, "Island")
    d = Driver(s.build())
    wizard = d.find("Rummaging Wizard")
    own = len(d.chars(wizard).abilities)
    d.cast(0, "Psychic Trance")
    d.resolve()
    d.activate(0, "Mistform Mutant", targets=[wizard])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(wizard).subtypes == {"Goblin"}
    assert len(d.chars(wizard).abilities) == own + 1


def test_the_granted_ability_resolves_after_the_wizard_died() -> None:
    """CR 113.7a: once activated, the granted ability is independent of the Wizard; the
    Rummaging Wizard Shocked in response, the first Shock is still countered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Rummaging Wizard")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    first, second = d.ids("Shock", zone="hand")
    shock = d.cast(1, first, targets=[0])
    d.pass_priority()
    wizard = d.find("Rummaging Wizard")
    d.act(0, _counter_abilities(d, wizard)[0])
    d.choose(shock)
    d.pass_priority()
    d.cast(1, second, targets=[wizard])
    d.resolve()
    assert d.zone_of("Rummaging Wizard") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert len(d.ids("Shock", zone="graveyard")) == 2
    assert d.life(0) == 20


def test_the_granted_ability_cant_target_an_ability() -> None:
    """CR 115.1, 113.1: "counter target spell" can't target an activated ability on the stack;
    with only Mistform Mutant's ability there, the Wizard can't activate it (CR 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Rummaging Wizard")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mistform Mutant", "Island", "Island")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    wizard = d.find("Rummaging Wizard")
    d.activate(1, "Mistform Mutant", targets=[wizard])
    d.pass_priority()
    assert d.expect("priority").player == 0
    assert _counter_abilities(d, wizard) == []


def test_a_wizard_transformed_afterwards_keeps_the_ability() -> None:
    """CR 712.18: a transforming permanent is the same object and the effects applied to it
    go on applying: Ludevic, Necrogenius (a Wizard) gains the ability, then transforms into
    Olag, a Glory Seeker copy and a Zombie, no Wizard; it still has the granted ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ludevic, Necrogenius", *["Island"] * 6, "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Mountain")
    s.hand(0, "Psychic Trance", "Shock")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Island")
    d = Driver(s.build())
    ludevic = d.find("Ludevic, Necrogenius")
    own = len(d.chars(ludevic).abilities)
    d.cast(0, "Psychic Trance")
    d.resolve()
    assert len(d.chars(ludevic).abilities) == own + 1
    d.activate(0, ludevic, x=1, choices=[d.find("Glory Seeker", zone="graveyard")])
    d.resolve()  # the only creature card exiled with it: Olag copies the Glory Seeker
    c = d.chars(ludevic)
    assert c.name == "Olag, Ludevic's Hubris" and "Wizard" not in c.subtypes
    shock = d.cast(0, "Shock", targets=[1])
    [act] = _counter_abilities(d, ludevic)
    d.act(0, act)
    d.choose(shock)
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(1) == 20


def test_changed_on_the_stack_to_read_elf_elves_gain_the_ability() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Psychic Trance while it is on
    the stack: Wellwisher, an Elf you control, gains "{T}: Counter target spell", Rummaging
    Wizard doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Rummaging Wizard", "Wellwisher")
    s.hand(0, "Psychic Trance", "Artificial Evolution")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    trance = d.cast(0, "Psychic Trance")
    d.cast(0, "Artificial Evolution", targets=[trance])
    d.resolve()
    d.choose("Wizard")
    d.choose("Elf")
    d.resolve()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    wizard, elf = d.find("Rummaging Wizard"), d.find("Wellwisher")

    def abilities(source: int) -> list[ActivateAbility]:
        return [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == source]

    assert not abilities(wizard)
    acts = [a for a in abilities(elf) if a.index != 0]
    assert len(acts) == 1
    d.act(0, acts[0])
    d.choose(shock)
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
