"""Exalted Angel — {4}{W}{W} Creature — Angel 4/5.

Oracle: "Flying / Whenever Exalted Angel deals damage, you gain that much life. / Morph
{2}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time
for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Exalted Angel")


def test_combat_damage_to_a_player_gains_that_much_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Exalted Angel")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16 and d.life(0) == 24


def test_damage_to_a_blocker_also_gains_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Goblin Sky Raider"): angel})
    d.pass_until("postcombat_main")
    assert d.life(0) == 24 and d.life(1) == 20


def test_face_down_it_has_no_lifegain_then_turned_up_for_morph() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18 and d.life(0) == 20
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert (c.power, c.toughness) == (4, 5) and c.has("Flying")


def blocks_while_another_attacker_hits(life: int) -> Driver:
    """Player 1 attacks with Elvish Warrior (2/3) and Glory Seeker (2/2); the Angel blocks the
    Seeker and the Warrior's 2 damage reaches player 0, who is at ``life``."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.life(0, life)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elvish Warrior"), d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Exalted Angel"): d.find("Glory Seeker")})
    while d.state.step is not Step.COMBAT_DAMAGE and not d.state.game_over:
        d.pass_priority()
    return d


@pytest.mark.ruling("ONS-OR-0017")
def test_the_life_is_gained_only_when_the_trigger_resolves() -> None:
    """Official ruling: "You only gain the life when the triggered ability resolves. If you are
    reduced to zero life before the ability resolves, you will lose before gaining the life."

    First sentence: after combat damage the trigger waits on the stack; the life comes as it
    resolves."""
    d = blocks_while_another_attacker_hits(life=5)
    assert d.life(0) == 3 and d.zone_of("Glory Seeker") == "graveyard"
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["triggered"]
    d.resolve()
    assert d.life(0) == 7


@pytest.mark.ruling("ONS-OR-0017")
def test_reduced_to_zero_before_the_trigger_resolves_you_lose() -> None:
    """Official ruling: "You only gain the life when the triggered ability resolves. If you are
    reduced to zero life before the ability resolves, you will lose before gaining the life."

    State-based actions are checked before the trigger is even put on the stack (CR 704.3,
    704.5a)."""
    d = blocks_while_another_attacker_hits(life=2)
    assert d.state.game_over and d.state.players[0].lost
    assert d.life(0) == 0 and d.state.winners == (1,)


def blocked_by_two_sky_raiders(*, ignition: bool) -> Driver:
    """Exalted Angel attacks and both of player 1's Goblin Sky Raiders (1/2 flying) block it;
    with ``ignition`` it first got Angelfire Ignition (two +1/+1 counters, trample, lifelink).
    Stops at the damage assignment."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", "Mountain", "Plains", "Plains")
    s.hand(0, "Angelfire Ignition")
    s.battlefield(1, "Goblin Sky Raider", label="r1")
    s.battlefield(1, "Goblin Sky Raider", label="r2")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    if ignition:
        d.cast(0, "Angelfire Ignition", targets=[angel])
        d.resolve()
    d.to_combat()
    d.attack([angel])
    while d.decision.kind == "priority":
        d.pass_priority()
    r1, r2 = d.ids("Goblin Sky Raider", zone="battlefield")
    d.block({r1: angel, r2: angel})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    return d


def test_damage_divided_between_two_blockers_gains_the_total_once() -> None:
    """CR 510.2, 603.2c: the Angel's combat damage to both blockers is dealt at once, one
    event: "whenever ~ deals damage" triggers once, and "that much" is all of it (2 + 2)."""
    d = blocked_by_two_sky_raiders(ignition=False)
    d.choose((2, 2))
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["triggered"]
    d.resolve()
    assert d.life(0) == 24
    assert not d.ids("Goblin Sky Raider", zone="battlefield")


def test_trample_and_lifelink_damage_to_blockers_and_player_gains_the_total() -> None:
    """CR 510.2, 603.2c, 702.15b: with Angelfire Ignition (6 power, trample, lifelink) the
    Angel deals 2 to each blocker and 2 to player 1 at once: lifelink gains 6 as the damage is
    dealt, and the one trigger gains 6 more (the lifelink life gained between the damage
    doesn't split "that much")."""
    d = blocked_by_two_sky_raiders(ignition=True)
    d.choose((2, 2, 2))
    assert d.life(0) == 26 and d.life(1) == 18
    assert [d.state.objects[o].stack.get("kind") for o in d.state.stack] == ["triggered"]
    d.resolve()
    assert d.life(0) == 32


def test_noncombat_damage_gains_life_too() -> None:
    """"Whenever ~ deals damage": any damage, not only combat damage: Clear Shot makes the
    Angel 5/6 and it deals 5 damage to Towering Baloth; its controller gains 5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", "Forest", "Forest", "Forest")
    s.hand(0, "Clear Shot")
    s.battlefield(1, "Towering Baloth")
    d = Driver(s.build())
    d.cast(0, "Clear Shot", targets=[d.find("Exalted Angel"), d.find("Towering Baloth")])
    d.resolve()
    assert d.state.objects[d.find("Towering Baloth")].damage == 5
    d.resolve()
    assert d.life(0) == 25


def test_prevented_damage_gains_no_life_for_it() -> None:
    """CR 615.1, 120.4: prevented damage isn't dealt: Daru Healer prevents 1 of the Angel's
    4 combat damage to player 1; the Angel deals 3 and its controller gains 3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel])
    d.pass_priority()  # player 0, then player 1 has priority in the declare attackers step
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(1) == 17 and d.life(0) == 23


def test_stolen_its_new_controller_gains_the_life() -> None:
    """CR 603.3a: "you" is the ability's controller, the Angel's controller when it
    triggered: player 0, who took it with Threaten and attacks its owner, gains 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Exalted Angel")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(0, "Threaten", targets=[angel])
    d.resolve()
    d.to_combat()
    d.attack([angel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16 and d.life(0) == 24


def test_dying_to_the_damage_it_is_dealt_at_once_its_controller_still_gains() -> None:
    """CR 603.2, 603.10: blocking Towering Baloth (7/6), the Angel deals its 4 damage as the
    Baloth's 7 is dealt to it; the Angel dies, yet its trigger gains its controller 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    s.battlefield(1, "Towering Baloth")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    angel, baloth = d.find("Exalted Angel"), d.find("Towering Baloth")
    d.to_combat()
    d.attack([baloth])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({angel: baloth})
    d.pass_until("postcombat_main")
    assert d.zone_of("Exalted Angel") == "graveyard"
    assert d.state.objects[baloth].damage == 4
    assert d.life(0) == 24


def _attacking_with_double_strike(blocker: str | None = None) -> tuple[Driver, int]:
    """Exalted Angel and Sigarda's Vanguard attack; the Vanguard's attack trigger gives the
    Angel double strike (the Angel alone chosen); ``blocker`` (player 1's) blocks the Angel."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", "Sigarda's Vanguard")
    if blocker is not None:
        s.battlefield(1, blocker)
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel, d.find("Sigarda's Vanguard")])
    d.resolve()
    d.choose(angel)
    d.choose(None)
    assert d.chars(angel).has("Double strike")
    if blocker is not None:
        while d.decision.kind == "priority":
            d.pass_priority()
        d.block({d.find(blocker): angel})
    return d, angel


def test_with_double_strike_each_combat_damage_step_triggers_it_again() -> None:
    """CR 702.4b, 510.2, 603.2: with double strike the Angel deals combat damage twice, in two
    separate events, one in each combat damage step: its ability triggers for each, and its
    controller gains 4 and 4 (player 1 also takes the Vanguard's 3)."""
    d, _ = _attacking_with_double_strike()
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    d.resolve_all()
    assert d.life(0) == 24 and d.life(1) == 16
    d.pass_until("postcombat_main")
    assert d.life(0) == 28 and d.life(1) == 9


def test_with_double_strike_a_blocker_killed_first_leaves_nothing_to_damage_or_gain() -> None:
    """CR 702.4b, 510.1c, 603.2: the double-striking Angel's first-strike damage kills its
    blocker, Spitting Gourna (3/4 reach), before it deals any; in the regular step the Angel
    is blocked by no creature and deals no damage, so its ability triggers once: 4 life."""
    d, _ = _attacking_with_double_strike("Spitting Gourna")
    d.pass_until("postcombat_main")
    assert d.zone_of("Spitting Gourna") == "graveyard"
    assert d.life(0) == 24 and d.life(1) == 17
