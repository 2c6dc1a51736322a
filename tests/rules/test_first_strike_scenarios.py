"""First strike and double strike changing between the two combat damage steps (CR 510.4,
702.4b-d, 702.7b-c): the second step's creatures are those that had neither ability as the
first step began and those that have double strike now: a double striker that lost double
strike after the first step deals no damage in the second (702.4c), one with both first
strike and double strike deals damage in both, and a double striker whose blocker was
regenerated (removed from combat) in the first step stays blocked and deals none in the second
(506.4, 510.1c).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _to_first_strike_step(attackers: list[str], blockers: list[str], extra: list[str],
                          hand: list[str]) -> tuple[Driver, list[int], list[int]]:
    """Player 0 attacks with ``attackers``, each blocked by player 1's blocker of the same
    index; the game waits in the first-strike combat damage step, after its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, *attackers, *extra)
    s.hand(0, *hand)
    s.battlefield(1, *blockers)
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    atk = [d.find(n, player=0) for n in attackers]
    blk = [d.find(n, player=1) for n in blockers]
    d.to_combat()
    d.attack(atk)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block(dict(zip(blk, atk, strict=True)))
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    return d, atk, blk


def _give_double_strike(d: Driver, creature: int) -> None:
    """Flash in Sigarda's Vanguard; its enters trigger gives ``creature`` double strike."""
    d.cast(0, "Sigarda's Vanguard")
    d.resolve()  # the creature spell
    d.resolve()  # its enters trigger
    d.choose(creature)
    d.choose(None)
    assert d.chars(creature).has("Double strike")


def test_702_4d_a_first_striker_given_double_strike_after_its_damage_deals_it_again() -> None:
    """CR 702.4d: Duelcraft Trainer (3/3 first strike) deals 3 to Wall of Mulch (0/4) in the
    first step; given double strike then, it deals 3 more in the second step."""
    d, (trainer,), (wall,) = _to_first_strike_step(
        ["Duelcraft Trainer"], ["Wall of Mulch"], ["Plains"] * 5, ["Sigarda's Vanguard"])
    assert d.state.objects[wall].damage == 3
    _give_double_strike(d, trainer)
    d.pass_until("end_of_combat")
    assert d.zone_of("Wall of Mulch") == "graveyard"


def test_702_4b_a_creature_given_double_strike_after_the_first_step_deals_damage_once() -> None:
    """CR 702.4b: Glory Seeker (no first strike) gets double strike during the first-strike
    step: it deals its damage once, in the second step, as it would have anyway."""
    d, (trainer, seeker), (wall, rampart) = _to_first_strike_step(
        ["Duelcraft Trainer", "Glory Seeker"], ["Wall of Mulch", "Crude Rampart"],
        ["Plains"] * 5, ["Sigarda's Vanguard"])
    assert d.state.objects[rampart].damage == 0
    _give_double_strike(d, seeker)
    d.pass_until("end_of_combat")
    assert d.state.objects[rampart].damage == 2


def test_702_7c_first_strike_gained_after_the_first_step_doesnt_stop_regular_damage() -> None:
    """CR 702.7c: Fangblade Brigand gains first strike during the first-strike step (after
    Duelcraft Trainer's damage): it still deals its damage in the second step."""
    d, (trainer, brigand), (wall, seeker) = _to_first_strike_step(
        ["Duelcraft Trainer", "Fangblade Brigand"], ["Wall of Mulch", "Glory Seeker"],
        ["Mountain", "Mountain"], [])
    assert d.state.objects[wall].damage == 3 and d.state.objects[seeker].damage == 0
    d.activate(0, brigand)
    d.resolve()
    assert d.chars(brigand).has("First strike")
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[wall].damage == 3  # the Trainer deals no second damage


def test_702_4c_a_double_striker_that_loses_it_after_the_first_step_deals_no_more() -> None:
    """CR 702.4c, 613.1f: Enduring Angel (3/3 flying, double strike) attacks unblocked and deals
    3 in the first-strike step; then Sludge Monster, cast with the flash Arlinn's +1 gives,
    puts a slime counter on it: it loses all its abilities (and is a 2/2), so it deals no
    damage in the second step."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Arlinn, the Pack's Hope", "Enduring Angel", *["Island"] * 5)
    s.hand(0, "Sludge Monster")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    arlinn, angel = d.find("Arlinn, the Pack's Hope"), d.find("Enduring Angel")
    plus_one = next(a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == arlinn)
    d.act(0, plus_one)
    d.resolve()
    d.to_combat()
    d.attack([angel])
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    assert d.life(1) == 17
    d.cast(0, "Sludge Monster")
    d.resolve()  # the creature spell; its enters trigger targets the Angel
    d.choose(angel)
    d.resolve()
    assert not d.chars(angel).has("Double strike")
    d.pass_until("end_of_combat")
    assert d.life(1) == 17


def test_702_7c_a_first_striker_that_loses_it_after_the_first_step_deals_no_more() -> None:
    """CR 702.7b-c: Tribal Golem has first strike as long as its controller controls a
    Soldier; unblocked, it deals 4 in the first-strike step. Its controller then Shocks their
    own Glory Seeker (the Soldier): the Golem loses first strike, yet having had it as the
    first step began it doesn't assign combat damage again in the second step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    assert d.chars(golem).has("First strike")
    d.to_combat()
    d.attack([golem])
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    assert d.life(1) == 16
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.chars(golem).has("First strike")
    d.pass_until("end_of_combat")
    assert d.life(1) == 16


def test_510_4_a_first_striker_with_no_power_makes_a_first_step_and_deals_nothing_later() -> None:
    """CR 510.4, 702.7b-c: Knight of the White Orchid (2/2 first strike), given -2/-0 by
    Startle, attacks alone: the first-strike combat damage step still happens, and it assigns
    0 damage. Inspirit gives it +2/+0 during that step; having had first strike as the first
    step began, it assigns no damage in the second: the defending player stays at 20."""
    s = Scenario(seed=1)
    s.battlefield(0, "Knight of the White Orchid", "Island", *["Plains"] * 4)
    s.hand(0, "Startle", "Inspirit")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    knight = d.find("Knight of the White Orchid")
    d.cast(0, "Startle", targets=[knight])
    d.resolve()
    assert d.chars(knight).power == 0
    d.to_combat()
    d.attack([knight])
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        assert d.state.step.name != "END_OF_COMBAT"
        d.pass_priority()
    assert d.life(1) == 20
    d.cast(0, "Inspirit", targets=[knight])
    d.resolve()
    assert d.chars(knight).power == 2
    d.pass_until("end_of_combat")
    assert d.life(1) == 20


def test_702_7b_a_first_striker_whose_damage_was_prevented_deals_none_in_the_second_step() -> None:
    """CR 702.7b, 510.4, 615.1a: Daru Cavalier (2/2 first strike) attacks alone; player 1's
    two Daru Healers each prevent the next 1 damage to player 1. All the Cavalier's damage in
    the first-strike step is prevented, yet it had first strike as that step began, so it
    doesn't assign combat damage again in the second step: player 1 stays at 20."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Cavalier")
    s.battlefield(1, "Daru Healer", "Daru Healer")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Daru Cavalier")])
    d.pass_priority()  # player 1 gets priority in the declare attackers step
    for healer in d.ids("Daru Healer"):
        d.activate(1, healer, targets=[1])
    d.resolve_all()
    while d.state.step.name != "FIRST_STRIKE_DAMAGE" or d.decision.kind != "priority":
        if d.decision.kind == "order_replacements":
            d.take_first("order_replacements")
        elif d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.life(1) == 20
    d.pass_until("end_of_combat")
    assert d.life(1) == 20


def test_702_4b_a_double_striker_that_gains_defender_mid_combat_still_deals_regular_damage(
) -> None:
    """CR 702.4b, 510.4, 702.3b, 603.2: Enduring Angel (3/3 flying, double strike) attacks
    player 1, who controls Aurification. Its first-strike damage triggers Aurification: a gold
    counter makes it a Wall with defender. Defender only stops a creature from being declared
    as an attacker: the Angel is still attacking, deals its regular damage too, and that
    second damage event triggers Aurification again: two gold counters, 6 life lost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel")
    s.battlefield(1, "Aurification")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    d.to_combat()
    d.attack([angel])
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    assert d.life(1) == 17
    d.resolve_all()  # Aurification's first trigger
    assert d.state.objects[angel].counters.get("gold") == 1
    assert d.chars(angel).has("Defender")
    assert d.state.combat is not None and angel in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 14
    assert d.state.objects[angel].counters.get("gold") == 2
    assert "Wall" in d.chars(angel).subtypes


def test_702_4b_a_blocker_stolen_after_first_strike_damage_leaves_its_attacker_blocked(
) -> None:
    """CR 702.4b, 506.4, 509.1h, 510.1c: Riptide Entrancer, given double strike by Sigarda's
    Vanguard, and Glory Seeker attack; Elvish Warrior blocks the Seeker. The Entrancer's
    first-strike damage triggers it: sacrificed, it gives its controller the blocking Warrior,
    which is removed from combat as its controller changes. In the regular damage step the
    Seeker is still blocked, with no creature blocking it: neither deals damage, and the
    Entrancer is gone, so player 1 lost only 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Entrancer", "Glory Seeker", *["Plains"] * 5)
    s.hand(0, "Sigarda's Vanguard")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, "Island")
    d = Driver(s.build())
    entrancer, seeker = d.find("Riptide Entrancer"), d.find("Glory Seeker")
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Sigarda's Vanguard")
    d.resolve()
    _give_double_strike_choice(d, entrancer)
    d.to_combat()
    d.attack([entrancer, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.step.name == "FIRST_STRIKE_DAMAGE"
    d.expect("target")
    d.choose(warrior)
    d.resolve()
    d.choose(True)  # sacrifice the Entrancer
    assert d.chars(warrior).controller == 0
    assert d.state.combat is not None and seeker in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert d.state.objects[seeker].damage == 0 and d.state.objects[warrior].damage == 0
    assert d.zone_of("Riptide Entrancer") == "graveyard"


def _give_double_strike_choice(d: Driver, creature: int) -> None:
    """Sigarda's Vanguard's enters trigger, on the stack: it gives ``creature`` double
    strike."""
    d.resolve()
    d.choose(creature)
    d.choose(None)
    assert d.chars(creature).has("Double strike")


def _coven_double_strike(s: Scenario, target: str) -> tuple[Driver, int]:
    """Player 0 controls Duelcraft Trainer (3/3 first strike), Glory Seeker (2/2) and Goblin
    Sky Raider (1/2): coven. Its beginning-of-combat trigger gives ``target`` double strike;
    the game waits at the declare attackers decision."""
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    creature = d.find(target)
    d.pass_priority()
    d.pass_priority()  # to the beginning of combat: the coven trigger targets
    d.expect("target")
    d.choose(creature)
    d.resolve()
    assert d.chars(creature).has("Double strike")
    d.to_combat()
    return d, creature


def test_510_4_a_first_striker_given_double_strike_too_deals_damage_in_both_steps() -> None:
    """CR 510.4, 702.4b, 702.7b: Duelcraft Trainer (3/3 first strike) gives itself double
    strike. Having first strike as well doesn't stop it from dealing damage in the second step:
    the creatures that assign damage there include every creature that has double strike now.
    Blocked by Crude Rampart (4/5), it deals 3 in each step (6: the Rampart dies), while the
    Rampart deals its 4 in the second step (the Trainer dies)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Crude Rampart")
    d, trainer = _coven_double_strike(s, "Duelcraft Trainer")
    assert d.chars(trainer).has("First strike")
    rampart = d.find("Crude Rampart")
    d.attack([trainer])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({rampart: trainer})
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert d.state.objects[rampart].damage == 3
    assert d.state.objects[trainer].damage == 0
    d.pass_until("end_of_combat")
    assert d.zone_of("Crude Rampart") == "graveyard"
    assert d.zone_of("Duelcraft Trainer") == "graveyard"


def test_510_4_unblocked_a_creature_with_first_strike_and_double_strike_hits_twice() -> None:
    """CR 510.4, 702.4b: unblocked, Duelcraft Trainer with both first strike and double
    strike deals 3 damage in the first-strike step and 3 more in the regular step."""
    d, trainer = _coven_double_strike(Scenario(seed=1), "Duelcraft Trainer")
    d.attack([trainer])
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert d.life(1) == 17
    d.pass_until("end_of_combat")
    assert d.life(1) == 14


def test_506_4_a_double_striker_whose_blocker_regenerated_deals_nothing_in_the_second_step(
) -> None:
    """CR 701.19a, 506.4, 509.1h, 510.1c: Glory Seeker with double strike (no trample) is
    blocked by Boneknitter, which has a regeneration shield. The first-strike damage destroys
    Boneknitter, which regenerates instead: tapped and removed from combat. The Seeker stays
    a blocked creature with no creature blocking it, so in the regular step it assigns no
    combat damage at all: none to the defending player, none to the regenerated Boneknitter."""
    s = Scenario(seed=1)
    s.battlefield(1, "Boneknitter", "Swamp", "Swamp")
    d, seeker = _coven_double_strike(s, "Glory Seeker")
    knitter = d.find("Boneknitter")
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({knitter: seeker})
    while d.decision.player != 1:
        d.pass_priority()
    d.activate(1, knitter, targets=[knitter])
    d.resolve()
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert d.zone_of("Boneknitter") == "battlefield"
    assert d.state.objects[knitter].tapped and d.state.objects[knitter].damage == 0
    combat = d.state.combat
    assert combat is not None and knitter not in combat.blockers
    d.pass_until("end_of_combat")
    assert d.life(1) == 20
    assert d.state.objects[knitter].damage == 0
    assert d.zone_of("Boneknitter") == "battlefield"
