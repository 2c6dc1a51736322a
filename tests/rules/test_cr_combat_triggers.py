"""When combat's triggered abilities go on the stack: those that trigger as attackers are
declared, as blockers are declared and as combat damage is dealt are put onto the stack before
the active player receives priority in that step (CR 508.2b, 509.1i, 509.2a, 510.3a); "at end
of combat" abilities trigger as the end of combat step begins (511.2).
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.prelude import (
    Self,
    becomes_blocked_by_a_creature,
    blocks,
    pump,
    rule,
    triggered,
)
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _top_source(d: Driver) -> int:
    (item,) = d.game.view(0)["stack"]
    return int(item["source"])


def test_an_attack_trigger_is_on_the_stack_when_the_active_player_first_gets_priority() -> None:
    """CR 508.2, 508.2b: Adeline's "whenever you attack" triggers as attackers are declared;
    the first priority of the declare attackers step goes to the active player with the
    ability already on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    adeline, seeker = d.find("Adeline, Resplendent Cathar"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert d.state.step is Step.DECLARE_ATTACKERS
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _top_source(d) == adeline


def test_a_block_trigger_triggers_once_and_waits_for_no_priority() -> None:
    """CR 509.1i, 509.2a, 509.3a: Jareth's "whenever it blocks" triggers as it is declared a
    blocker, once; the active player's first priority of the declare blockers step comes
    with the ability on the stack, and it gives +7/+7 once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Jareth, Leonine Titan")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seeker, jareth = d.find("Glory Seeker"), d.find("Jareth, Leonine Titan")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({jareth: seeker})
    assert d.state.step is Step.DECLARE_BLOCKERS
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _top_source(d) == jareth
    d.resolve()
    assert not d.state.stack
    c = d.chars(jareth)
    assert (c.power, c.toughness) == (11, 14)


def test_a_combat_damage_trigger_then_its_end_of_combat_destruction() -> None:
    """CR 510.3a, 511.2, 610.2: Serpentine Basilisk deals combat damage to the blocking Wall of
    Mulch; its ability is on the stack as the active player first gets priority in the combat
    damage step. The destruction it sets up waits for the end of combat step: the Wall is
    still on the battlefield through the combat damage step, and the delayed ability
    triggers as the end of combat step begins and destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Serpentine Basilisk")
    s.battlefield(1, "Wall of Mulch")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    basilisk, wall = d.find("Serpentine Basilisk"), d.find("Wall of Mulch")
    d.to_combat()
    d.attack([basilisk])
    d.pass_priority()
    d.pass_priority()
    d.block({wall: basilisk})
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.COMBAT_DAMAGE
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert _top_source(d) == basilisk
    d.resolve()
    assert not d.state.stack and d.state.step is Step.COMBAT_DAMAGE
    assert wall in d.state.battlefield
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.END_OF_COMBAT and d.decision.player == 0
    assert len(d.state.stack) == 1
    d.resolve()
    assert wall not in d.state.battlefield
    assert d.zone_of("Wall of Mulch") == "graveyard"


WARDEN = define_card(
    "Bastion Warden", "{4}{W}", "Creature — Human Soldier",
    "Bastion Warden can block any number of creatures.\n"
    "Whenever Bastion Warden blocks, it gets +1/+1 until end of turn.",
    power=2, toughness=4,
    abilities=[rule("block_any_number"), triggered(blocks(), pump(Self(), 1, 1))])
"""A card made up for the check: it can block any number of creatures and pumps as it blocks."""


def test_a_creature_blocking_two_attackers_triggers_its_blocks_ability_once() -> None:
    """CR 509.3a: "whenever it blocks" triggers once each combat however many creatures it
    blocks: Bastion Warden blocks both Glory Seekers, one trigger goes on the stack, and it
    is 3/5 after it resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, WARDEN.name)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    seekers, warden = d.ids("Glory Seeker"), d.find(WARDEN.name)
    d.to_combat()
    d.attack(seekers)
    d.pass_priority()
    d.pass_priority()
    d.block({warden: seekers})
    assert d.state.combat.blockers == {warden: tuple(seekers)}
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    c = d.chars(warden)
    assert (c.power, c.toughness) == (3, 5)


BRISTLER = define_card(
    "Reference Test Bristling Beast", "{2}{G}", "Creature — Beast",
    "Whenever this creature becomes blocked by a creature, it gets +1/+1 until end of turn.",
    power=2, toughness=2,
    abilities=[triggered(becomes_blocked_by_a_creature(), pump(Self(), 1, 1))])
"""A card made up for the check: no card of ONS, MID or MIC says "becomes blocked by a
creature" (Baneblade Scoundrel and the Gustcloak creatures say "becomes blocked", CR 509.3c)."""


def _bristler_blocked_by(*blockers: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, BRISTLER.name)
    s.battlefield(1, *blockers)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    beast = d.find(BRISTLER.name)
    d.to_combat()
    d.attack([beast])
    d.pass_priority()
    d.pass_priority()
    d.block({b: beast for b in d.ids(blockers[0]) + d.ids(blockers[-1])})
    return d, beast


def test_becomes_blocked_by_a_creature_triggers_once_for_each_blocker() -> None:
    """CR 509.3d: "whenever it becomes blocked by a creature" triggers once for each creature
    declared as a blocker for it: blocked by two Walls of Mulch, the Bristling Beast's
    ability triggers twice, and it is 4/4 once both resolve."""
    d, beast = _bristler_blocked_by("Wall of Mulch", "Wall of Mulch")
    assert len(d.state.combat.blockers) == 2
    d.take_first("order_triggers")  # its controller orders the two (CR 603.3b)
    assert len(d.state.stack) == 2
    d.resolve()
    d.resolve()
    c = d.chars(beast)
    assert (c.power, c.toughness) == (4, 4)


def test_becomes_blocked_by_a_creature_triggers_for_its_own_blockers_only() -> None:
    """CR 509.3d: a Wall of Mulch blocks the Bristling Beast and Bastion Warden blocks Glory
    Seeker: only the creature blocking the Beast triggers its ability, once (3/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, BRISTLER.name, "Glory Seeker")
    s.battlefield(1, "Wall of Mulch", WARDEN.name)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    beast, seeker = d.find(BRISTLER.name), d.find("Glory Seeker")
    d.to_combat()
    d.attack([beast, seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Wall of Mulch"): beast, d.find(WARDEN.name): seeker})
    sources = sorted(d.state.objects[o].source for o in d.state.stack)
    assert sources == sorted([beast, d.find(WARDEN.name)])
    d.resolve_all()
    c = d.chars(beast)
    assert (c.power, c.toughness) == (3, 3)
