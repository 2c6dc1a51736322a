"""Ghoulish Procession — {1}{B} Enchantment.

Oracle: "Whenever one or more nontoken creatures die, create a 2/2 black Zombie creature token
with decayed. This ability triggers only once each turn. (A creature with decayed can't block.
When it attacks, sacrifice it at end of combat.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Ghoulish Procession")


def test_nontoken_death_once_per_turn_and_tokens_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ghoulish Procession", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    zombie = d.find("Zombie", zone="battlefield", player=0)
    d.cast(0, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")  # it died, and nothing triggered
    assert not d.state.stack
    assert d.ids("Zombie", zone="battlefield") == [zombie]
    d.pass_until("precombat_main", turn=4)
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Shock", targets=[zombie])
    d.resolve()
    # A token dying doesn't trigger it, even on a new turn.
    assert not d.state.stack and not d.ids("Zombie", zone="battlefield")


def test_several_dying_at_once_make_one_zombie_and_it_triggers_again_next_turn() -> None:
    """"One or more ... die" (CR 603.2c): two nontoken creatures and a token dying at once
    trigger it once; on the next turn the "only once each turn" limit is over (CR 603.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghoulish Procession", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.token(1, "Spirit")
    s.hand(1, "Defenestrate")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Defenestrate", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 2


def test_destroyed_together_with_the_creatures_it_still_triggers() -> None:
    """CR 603.10a, 603.6c: "whenever ... creatures die" is a leaves-the-battlefield ability;
    Akroma's Vengeance destroys the Procession with the creatures and it looks back in time:
    it triggers, and its controller gets the Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghoulish Procession", *["Plains"] * 6)
    s.hand(0, "Akroma's Vengeance")
    s.battlefield(1, "Glory Seeker", "Brood Weaver")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Ghoulish Procession") == "graveyard"
    d.take_first("order_triggers")
    d.resolve_all()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    assert len(d.ids("Spider", zone="battlefield", player=1)) == 1


def test_a_commander_that_died_counts_though_it_went_to_the_command_zone() -> None:
    """CR 700.4, 903.9a: the commander died (battlefield to graveyard) before its owner moved
    it to the command zone as a state-based action: a nontoken creature died, so the
    Procession triggers."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, "Ghoulish Procession", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_the_zombie_is_a_decayed_2_2_black_token_sacrificed_after_attacking() -> None:
    """The token is a 2/2 black Zombie with decayed (CR 702.147a): it can't block; on the
    next turn it attacks, deals 2 and is sacrificed at end of combat. A token dying doesn't
    trigger the Procession again (it says "nontoken")."""
    from manastack.decisions.actions import DeclareBlocker

    s = Scenario(seed=1)
    s.battlefield(0, "Ghoulish Procession", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    zombie = d.find("Zombie", zone="battlefield", player=0)
    c = d.chars(zombie)
    assert (c.power, c.toughness, c.colors) == (2, 2, frozenset({"B"}))
    assert c.subtypes == {"Zombie"} and c.has("Decayed")
    assert d.state.objects[zombie].is_token
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions()
                        if isinstance(a, DeclareBlocker) and a.blocker == zombie]
            d.block()
        else:
            d.pass_priority()
    assert d.life(0) == 18  # the Warrior wasn't blocked
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert zombie not in d.state.battlefield
    assert not d.ids("Zombie", zone="battlefield")


def test_a_countered_trigger_still_used_up_the_turn_s_one_trigger() -> None:
    """CR 603.2h: "triggers only once each turn" counts the triggering, not the resolving:
    the first trigger is countered by Stifle, and a second nontoken creature dying the same
    turn doesn't trigger the Procession again; no Zombie at all."""
    from tests.reference_cards import STIFLE

    s = Scenario(seed=1)
    s.battlefield(0, "Ghoulish Procession", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Avacyn's Pilgrim", "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    trigger = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[trigger])
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Shock", targets=[d.find("Avacyn's Pilgrim")])
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    assert not d.state.stack and not d.ids("Zombie")


def test_made_to_read_elf_it_creates_an_elf() -> None:
    """CR 612.2a: Ghoulish Procession made to read Elf creates a 2/2 black Elf Token with
    decayed when a nontoken creature dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghoulish Procession", "Mountain", "Island")
    s.hand(0, "Shock", "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    evolve(d, d.find("Ghoulish Procession"), "Zombie", "Elf")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power) == ("Elf Token", {"Elf"}, {"B"}, 2)
    assert c.has("Decayed")
