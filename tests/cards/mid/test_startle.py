"""Startle — {1}{U} Instant.

Oracle: "Target creature gets -2/-0 until end of turn. Create a 2/2 black Zombie creature
token with decayed. (It can't block. When it attacks, sacrifice it at end of combat.) /
Draw a card."
Rulings covered: MID-RN-033 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Startle")


@pytest.mark.ruling("MID-RN-033", "MID-OR-0238")
def test_shrink_zombie_and_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Swamp")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Startle", targets=[tusker])
    d.resolve()
    assert d.chars(tusker).power == 4
    z = d.find("Zombie", zone="battlefield", player=0)
    assert d.chars(z).has("Decayed")
    assert d.ids("Swamp", zone="hand", player=0)


def test_illegal_target_means_no_zombie_and_no_card() -> None:
    """CR 608.2b: the only target is gone, so the spell doesn't resolve at all: neither the
    Zombie nor the draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Swamp")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Startle", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.ids("Zombie", zone="battlefield")
    assert d.zone_of("Swamp") == "library"
    assert d.zone_of("Startle") == "graveyard"


@pytest.mark.ruling("MID-OR-0238")
def test_shrinking_an_attacker_on_the_opponents_turn_and_the_zombie_cant_block() -> None:
    """Cast during the opponent's declare attackers step: the attacker deals 2 less, and the
    new Zombie is the caster's but can't block (decayed, CR 702.147a)."""
    from manastack.decisions.actions import DeclareBlocker

    s = Scenario(seed=1)
    s.at("precombat_main", active=1, turn=4)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Swamp")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.cast(0, "Startle", targets=[tusker])
    d.resolve()
    zombie = d.find("Zombie", zone="battlefield", player=0)
    c = d.chars(zombie)
    assert (c.power, c.toughness, c.colors) == (2, 2, frozenset({"B"}))
    assert d.state.objects[zombie].is_token
    assert d.chars(tusker).power == 4
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions()
                        if isinstance(a, DeclareBlocker) and a.blocker == zombie]
            d.block()
        else:
            d.pass_priority()
    assert d.life(0) == 16  # 4 damage: shrunk, and the Zombie couldn't block it
    assert d.ids("Swamp", zone="hand", player=0)


def test_the_minus_two_ends_at_cleanup_and_power_can_go_below_zero() -> None:
    """-2/-0 on a 1-power creature leaves it at -1 power (CR 208.3 allows a negative value);
    the effect ends in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Island", "Island")
    s.battlefield(1, "Crafty Pathmage")
    d = Driver(s.build())
    mage = d.find("Crafty Pathmage")
    d.cast(0, "Startle", targets=[mage])
    d.resolve()
    assert (d.chars(mage).power, d.chars(mage).toughness) == (-1, 1)
    assert mage in d.state.battlefield
    d.pass_until("upkeep", turn=4)
    assert (d.chars(mage).power, d.chars(mage).toughness) == (1, 1)


@pytest.mark.ruling("MID-OR-0239", "MID-OR-0240")
def test_the_zombie_cant_attack_the_turn_it_is_made_and_need_not_attack_later() -> None:
    from manastack.decisions.actions import DeclareAttacker

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Startle")
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.library(1, "Island", "Island")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Startle", targets=[d.find("Elvish Warrior")])
    d.resolve()
    zombie = d.find("Zombie", zone="battlefield", player=0)
    d.to_combat()
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, DeclareAttacker) and a.creature == zombie]
    assert [a for a in d.game.legal_actions()
            if isinstance(a, DeclareAttacker) and a.creature == d.find("Glory Seeker")]
    d.attack([])
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    assert [a for a in d.game.legal_actions()
            if isinstance(a, DeclareAttacker) and a.creature == zombie]
    d.attack([])  # not attacking is allowed: the Zombie stays
    d.pass_until("postcombat_main")
    assert zombie in d.state.battlefield


def test_targeting_your_own_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Startle")
    s.library(0, "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Startle", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 0
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    assert d.ids("Swamp", zone="hand", player=0)


def test_the_drawn_card_is_hidden_from_the_opponent() -> None:
    """CR 402.3: the card drawn goes to a hidden zone; the opponent's view doesn't name it,
    its owner's does."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Riptide Entrancer")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Startle", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Riptide Entrancer") == "hand"
    assert "Riptide Entrancer" not in json.dumps(d.game.view(1))
    assert "Riptide Entrancer" in json.dumps(d.game.view(0))


def test_changed_on_the_stack_it_creates_a_decayed_elf() -> None:
    """CR 612.2a: Startle made to read Elf creates a 2/2 black Elf Token with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Startle", "Artificial Evolution")
    s.library(0, "Swamp")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    spell = d.cast(0, "Startle", targets=[d.find("Krosan Tusker")])
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors) == ("Elf Token", {"Elf"}, {"B"}) and c.has("Decayed")
