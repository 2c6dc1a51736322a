"""Falcon Abomination — {2}{U} Creature — Zombie Bird 2/2.

Oracle: "Flying / When Falcon Abomination enters the battlefield, create a 2/2 black Zombie
creature token with decayed."
Rulings covered: MID-OR-0144 to MID-OR-0147 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Falcon Abomination")


def test_creates_a_decayed_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    z = d.chars(d.find("Zombie", zone="battlefield"))
    assert (z.power, z.toughness) == (2, 2) and z.has("Decayed") and "B" in z.colors
    assert d.chars(d.find("Falcon Abomination")).has("Flying")


@pytest.mark.ruling("MID-OR-0144")
def test_the_decayed_zombie_given_flying_still_cant_block_and_is_sacrificed_after_attacking(
) -> None:
    """CR 702.147a: with Eternal Skylord the decayed Zombie flies, but it still can't block;
    when it attacks it is sacrificed at end of combat (after dealing its damage)."""
    from manastack.decisions.actions import DeclareBlocker
    s = Scenario(seed=1)
    s.battlefield(0, "Eternal Skylord", "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination")
    s.battlefield(1, "Goblin Sky Raider")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    assert d.chars(zombie).has("Flying") and d.chars(zombie).has("Decayed")
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    raider = d.find("Goblin Sky Raider")
    d.attack([raider])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(zombie, raider) not in d.game.legal_actions()
    d.block({})
    d.pass_until("upkeep", turn=5)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 18
    assert zombie not in d.state.battlefield


def cast_falcon(extra: tuple[str, ...] = (), hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", *extra)
    s.hand(0, "Falcon Abomination", *hand)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    return d


@pytest.mark.ruling("MID-OR-0146")
def test_the_zombie_has_no_haste_and_cant_attack_the_turn_it_is_created() -> None:
    """MID-OR-0146 (CR 302.6): decayed doesn't grant haste; the Zombie created this turn isn't
    offered as an attacker (nor is the Falcon, also new); Glory Seeker, there all turn, is."""
    from manastack.decisions.actions import DeclareAttacker
    d = cast_falcon(extra=("Glory Seeker",))
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Glory Seeker")}
    assert zombie not in attackers


@pytest.mark.ruling("MID-OR-0145")
def test_the_zombie_need_not_attack_and_stays_when_it_doesnt() -> None:
    """MID-OR-0145: decayed creates no attack requirement (CR 508.1d); declaring no attackers
    is legal, and the Zombie stays on the battlefield after combat."""
    d = cast_falcon()
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([])
    d.pass_until("postcombat_main", turn=5)
    assert zombie in d.state.battlefield
    assert d.life(1) == 20


@pytest.mark.ruling("MID-OR-0147")
def test_once_it_attacked_it_is_sacrificed_even_after_losing_decayed() -> None:
    """MID-OR-0147 (CR 702.147a, 603.7): the Zombie attacks beside Sludge Monster, whose attack
    trigger puts a slime counter on it, so it loses decayed; the delayed "sacrifice it at end
    of combat" trigger made as it attacked still sacrifices it."""
    d = cast_falcon(extra=("Sludge Monster",))
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombie, d.find("Sludge Monster")])
    for _ in range(20):
        if d.decision.kind == "order_triggers":
            d.take_first("order_triggers")
        elif d.decision.kind == "target":
            d.choose(zombie)
        elif d.decision.kind == "priority" and d.state.stack:
            d.pass_priority()
        else:
            break
    assert d.state.objects[zombie].counters.get("slime") == 1
    assert not d.chars(zombie).has("Decayed")
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 20 - 2 - 5
    assert zombie not in d.state.battlefield
    assert d.find("Sludge Monster") in d.state.battlefield


def test_the_zombie_is_created_even_if_the_falcon_left_the_battlefield() -> None:
    """CR 113.7a: the enters trigger resolves independently of its source; the Falcon Shocked
    in response, its controller still creates the Zombie."""
    d = cast_falcon(extra=("Mountain",), hand=("Shock",))
    assert d.state.stack
    d.cast(0, "Shock", targets=[d.find("Falcon Abomination")])
    d.resolve()
    assert d.zone_of("Falcon Abomination") == "graveyard"
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    assert d.state.objects[zombie].controller == 0 and d.chars(zombie).has("Decayed")


def test_a_clone_copying_it_creates_a_zombie_too() -> None:
    """CR 707.2, 603.6a: Clone entering as a copy of the Falcon has its enters trigger (and
    flying): a second Zombie with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Falcon Abomination", *["Island"] * 4)
    s.hand(0, "Clone")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Falcon Abomination"))
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).has("Flying") and d.chars(clone).name == "Falcon Abomination"
    d.resolve()
    zombies = d.ids("Zombie Token", zone="battlefield")
    assert len(zombies) == 1 and d.chars(zombies[0]).has("Decayed")
