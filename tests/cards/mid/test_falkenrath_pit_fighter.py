"""Falkenrath Pit Fighter — {R} Creature — Vampire Warrior 2/1.

Oracle: "{1}{R}, Discard a card, Sacrifice a Vampire: Draw two cards. Activate only if an
opponent lost life this turn."
Rulings covered: MID-RN-198.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Falkenrath Pit Fighter")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Falkenrath Pit Fighter")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island", "Plains")
    return Driver(s.build())


def can_activate(d: Driver) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == d.find("Falkenrath Pit Fighter")
               for a in d.game.legal_actions())


@pytest.mark.ruling("MID-RN-198", "MID-OR-0374")
def test_activate_after_an_opponent_lost_life() -> None:
    d = setup()
    assert not can_activate(d)
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert can_activate(d)
    d.activate(0, "Falkenrath Pit Fighter", choices=[d.find("Glory Seeker")])
    while d.decision.kind != "priority":
        d.choose(opts(d)[0]) if opts(d) else d.pay()
    d.resolve()
    assert d.ids("Falkenrath Pit Fighter", zone="graveyard")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="hand")


def test_not_when_only_you_lost_life() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert not can_activate(d)


@pytest.mark.ruling("MID-RN-198", "MID-OR-0374")
def test_activatable_even_if_the_opponent_gained_more_life_than_they_lost() -> None:
    """Shock costs the opponent 2 life and Wellwisher gains them 3 in response: their life
    total went up this turn, yet they lost life, so the ability may be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Falkenrath Pit Fighter")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island", "Plains")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    assert can_activate(d)


def test_another_vampire_may_be_sacrificed_and_combat_damage_counts_as_life_lost() -> None:
    """CR 120.3a, 118.4: combat damage to the opponent is life lost; the Pit Fighter then
    sacrifices Vampire Interloper (another Vampire) and stays on the battlefield; a
    non-Vampire (Glory Seeker) can't be the one sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Falkenrath Pit Fighter", "Vampire Interloper",
                  "Glory Seeker")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    fighter = d.find("Falkenrath Pit Fighter")
    d.to_combat()
    d.attack([d.find("Vampire Interloper")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    d.activate(0, fighter, choices=[d.find("Shock", "hand")], pay=False)
    while d.decision.kind != "priority":
        if d.decision.kind == "pay_mana":
            d.pay()
            continue
        options = opts(d)
        if d.find("Vampire Interloper") in options:
            assert d.find("Glory Seeker") not in options and fighter in options
            d.choose(d.find("Vampire Interloper"))
        else:
            d.choose(options[0])
    d.resolve()
    assert d.zone_of("Vampire Interloper") == "graveyard" and d.zone_of("Shock") == \
        "graveyard"
    assert d.zone_of("Falkenrath Pit Fighter") == "battlefield"
    assert len(d.state.players[0].hand) == 2


def test_life_lost_on_an_earlier_turn_doesn_t_count() -> None:
    """"Lost life this turn": the opponent Shocked on turn 3 lets the ability be activated
    then, but not on turn 5, when no opponent has lost life that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Falkenrath Pit Fighter")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island", "Plains")
    s.library(1, "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert can_activate(d)
    d.pass_until("precombat_main", turn=5)
    assert not can_activate(d)


def test_life_an_opponent_paid_is_life_they_lost() -> None:
    """CR 119.4, 118.3: paying life is losing it: the opponent pays 1 life for Wooded
    Foothills in their upkeep, and the Pit Fighter's ability can then be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Falkenrath Pit Fighter", "Vampire Interloper")
    s.hand(0, "Shock")
    s.battlefield(1, "Wooded Foothills")
    s.library(1, "Mountain")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.activate(1, "Wooded Foothills")
    d.resolve()
    d.choose(d.find("Mountain", "library"))
    d.pass_priority()
    assert d.decision.player == 0 and d.life(1) == 19
    assert can_activate(d)


def test_with_no_card_in_hand_the_discard_cost_cant_be_paid() -> None:
    """CR 602.2b, 118.3: even after an opponent lost life, with an empty hand the "Discard a
    card" part of the cost can't be paid, so the ability isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Falkenrath Pit Fighter")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18 and not d.state.players[0].hand
    assert not can_activate(d)


def test_any_one_opponent_losing_life_is_enough_in_multiplayer() -> None:
    """CR 102.3: with three players, life lost by one of the two opponents is enough."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Falkenrath Pit Fighter")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    assert not can_activate(d)
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert d.life(2) == 18
    assert can_activate(d)


def test_a_teammate_losing_life_doesnt_count_in_two_headed_giant() -> None:
    """CR 810.1, 810.9a: in Two-Headed Giant the teammate isn't an opponent, so Shocking the
    teammate doesn't allow the activation; Shocking an opponent does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Falkenrath Pit Fighter")
    s.hand(0, "Shock", "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    first, second = d.ids("Shock", zone="hand")
    d.cast(0, first, targets=[1])
    d.resolve()
    assert not can_activate(d)
    d.cast(0, second, targets=[3])
    d.resolve()
    assert can_activate(d)


def test_made_to_read_elf_it_sacrifices_an_elf_not_a_vampire() -> None:
    """CR 612.2, 601.2h: Falkenrath Pit Fighter made to read Elf has "Sacrifice an Elf" in its
    cost: Wellwisher may be sacrificed, Vampire Interloper may not, and the Pit Fighter itself
    is an Elf Warrior now."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Island", "Falkenrath Pit Fighter",
                  "Vampire Interloper", "Wellwisher")
    s.hand(0, "Shock", "Artificial Evolution", "Glory Seeker")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    fighter = d.find("Falkenrath Pit Fighter")
    evolve(d, fighter, "Vampire", "Elf")
    assert d.chars(fighter).subtypes == {"Elf", "Warrior"}
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    wellwisher, interloper = d.find("Wellwisher"), d.find("Vampire Interloper")
    d.activate(0, fighter, choices=[d.find("Glory Seeker", "hand")], pay=False)
    seen: set[int] = set()
    while d.decision.kind != "priority":
        if d.decision.kind == "pay_mana":
            d.pay()
            continue
        options = opts(d)
        if wellwisher in options:
            seen.update(options)
            d.choose(wellwisher)
        else:
            d.choose(options[0])
    assert {fighter, wellwisher} <= seen and interloper not in seen
    d.resolve()
    assert d.ids("Wellwisher", zone="graveyard")
    assert d.zone_of("Vampire Interloper") == "battlefield"
