"""Acceptance scenarios for life (CR 119): each source that causes a player to gain life does
so in its own life gain event, so "whenever a player gains life" triggers once per source
(119.9, 702.15e) and once for one source gaining life from several players at once, or with
lifelink for damage it deals to several recipients at once (702.15b, 608.2f); doubling a
life total is gaining that much life (119.3, 701.10d); life gained is never negative (107.1b).
Gaining 0 life is no life gain event, so nothing triggers on it (119.9); a life total set to
the number it already is changes by nothing, so no life is gained or lost (119.5, 119.9).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _false_cure(s: Scenario, player: int) -> None:
    s.battlefield(player, "Swamp", "Swamp")
    s.hand(player, "False Cure")


def test_two_lifelink_creatures_cause_two_life_gain_events() -> None:
    """CR 119.9, 702.15e, 510.2: Intrepid Adversary and a Vampire token with lifelink deal
    combat damage at once: two life gain events of 3 each, so False Cure's ability
    triggers twice."""
    s = Scenario(seed=1)
    s.battlefield(0, "Intrepid Adversary")
    s.token(0, "TMID:14")  # 3/1 trample, lifelink, haste
    _false_cure(s, 1)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Intrepid Adversary"), d.find("Vampire")])
    while d.decision.kind == "priority":  # on to combat damage: no blockers
        d.pass_priority()
    assert d.life(0) == 26 and d.life(1) == 14
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 14  # 26 - 6 - 6


def test_one_source_gaining_life_from_several_players_is_one_event() -> None:
    """CR 119.9: Syphon Soul deals 2 damage to each of two other players and its controller
    gains 4 life in one event: False Cure's ability triggers once, for 4 (8 life lost)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    _false_cure(s, 1)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    d.pass_until("precombat_main")
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (24, 18, 18)
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 16


def test_doubling_a_life_total_is_gaining_that_much_life() -> None:
    """CR 119.3, 701.10d: Angelic Enforcer attacks and its controller's 5 life doubles to 10:
    they gained 5 life, so False Cure's ability makes them lose 10 and they lose the game."""
    s = Scenario(seed=1, life=5)
    s.battlefield(0, "Enduring Angel", transformed=True)  # Angelic Enforcer
    _false_cure(s, 1)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Angelic Enforcer")])
    d.resolve()  # the attack trigger
    assert d.life(0) == 10
    assert len(d.state.stack) == 1  # False Cure's ability
    d.resolve()
    assert d.game.is_over and d.game.winners == (1,)


def test_gaining_0_life_is_no_life_gain_event() -> None:
    """CR 119.9, 119.10: with no Cleric on the battlefield, Profane Prayers deals 0 damage to player 1
    and player 0 "gains" 0 life: no life gain event, so False Cure's ability doesn't
    trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4)
    s.hand(0, "Profane Prayers")
    _false_cure(s, 1)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    d.cast(0, "Profane Prayers", targets=[1])
    d.resolve()
    assert not d.state.stack
    assert (d.life(0), d.life(1)) == (20, 20)
    assert [e for e in d.state.log if e.kind == "life_gain"] == []


def test_a_life_total_set_to_what_it_is_gains_nothing() -> None:
    """CR 119.5, 119.9: Biorhythm makes each life total the number of creatures its player
    controls. Player 0, at 2 life with two creatures, stays at 2: no life gained, no trigger;
    player 1, at 1 life with three creatures, gains 2, so False Cure's ability triggers once,
    for them alone, and they lose 4 (to -1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8, "Glory Seeker", "Glory Seeker")
    s.hand(0, "Biorhythm")
    s.life(0, 2)
    _false_cure(s, 1)
    s.battlefield(1, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.life(1, 1)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    d.cast(0, "Biorhythm")
    d.resolve()
    assert (d.life(0), d.life(1)) == (2, 3)
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 2
    assert d.game.is_over and d.game.winners == (0,)


def test_one_lifelink_source_dealing_damage_to_two_recipients_at_once_is_one_event() -> None:
    """CR 702.15b, 702.15e, 119.9, 510.2: the Vampire token (3/1 trample, lifelink) is blocked
    by Glory Seeker and assigns 2 to it and 1 to player 1: one source dealing its damage at
    once, so its controller gains 3 life in one life gain event and False Cure's ability
    triggers once (6 life lost), not once for the 2 and once for the 1."""
    s = Scenario(seed=1)
    s.token(0, "TMID:14")  # 3/1 trample, lifelink, haste
    s.battlefield(1, "Glory Seeker")
    _false_cure(s, 1)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "False Cure")
    d.resolve()
    d.to_combat()
    vampire = d.find("Vampire")
    d.attack([vampire])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): vampire})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 1))
    assert (d.life(0), d.life(1)) == (23, 19)
    assert [e.amount for e in d.game.log if e.kind == "life_gain"] == [3]
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 17


def test_a_lifelink_source_dealing_damage_to_a_creature_and_its_controller_gains_once() -> None:
    """CR 702.15b, 702.15c, 608.2f: Sparksmith wears Mask of Griselbrand (lifelink); its
    ability deals 1 damage to Krosan Tusker and 1 to player 0 at once (one Goblin): player 0
    gains 2 life in one event, so False Cure's ability triggers once (4 life lost)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", label="sparksmith")
    s.battlefield(0, "Mask of Griselbrand", attached_to="sparksmith")
    s.battlefield(1, "Krosan Tusker")
    _false_cure(s, 1)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "False Cure")
    d.resolve()
    d.pass_priority()
    d.activate(0, "Sparksmith", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert [e.amount for e in d.game.log if e.kind == "life_gain"] == [2]
    assert d.life(0) == 21 and len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 17


def test_lifelink_damage_partly_redirected_is_still_one_life_gain_event() -> None:
    """CR 614.9, 702.15b, 119.9, 510.2: player 1's Vampire token (3/1 trample, lifelink) is
    blocked by Glory Seeker and assigns 2 to it and 1 to player 0, whose Glarecaster shield
    redirects that 1 to player 1's Elvish Warrior. The Vampire still deals all its damage at
    once, to the Seeker and to the Warrior: player 1 gains 3 life in one life gain event, so
    False Cure's ability triggers once (6 life lost), and player 0 loses nothing."""
    s = Scenario(seed=1)
    s.token(1, "TMID:14")  # 3/1 trample, lifelink, haste
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(0, "Glarecaster", "Glory Seeker", *["Plains"] * 6)
    _false_cure(s, 0)
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    vampire, warrior = d.find("Vampire"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([vampire])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): vampire})
    d.pass_priority()  # player 1, then player 0 acts
    d.activate(0, "Glarecaster", targets=[warrior])
    d.resolve()
    d.pass_priority()  # player 1 again first
    d.cast(0, "False Cure")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 1))
    assert [e.amount for e in d.game.log if e.kind == "life_gain"] == [3]
    assert d.life(0) == 20 and d.state.objects[warrior].damage == 1
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 20 + 3 - 6


def test_paying_the_last_life_for_a_cost_is_replaced_by_enduring_angel() -> None:
    """CR 119.4, 118.3, 614.1a: at 1 life player 0 may pay 1 life for Polluted Delta's cost;
    the payment would reduce their life total to 0, so Enduring Angel's replacement applies
    to it as to any reduction: the Angel transforms and their life total becomes 3. The cost
    is paid all the same (the Delta is sacrificed) and the ability resolves."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, "Polluted Delta", "Enduring Angel")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, "Polluted Delta")
    assert d.life(0) == 3 and not d.state.players[0].lost
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"
    assert d.zone_of("Polluted Delta") == "graveyard"
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    assert d.zone_of("Island") == "battlefield" and not d.game.is_over


def test_a_mana_ability_paying_the_last_life_mid_cast_is_replaced_and_the_cast_goes_on() -> None:
    """CR 601.2g-h, 605.3a, 119.4, 614.1a: at 1 life player 0 casts Hallowed Respite by
    flashback ({1}{W}{U}) and, while paying, activates Lord of the Forsaken's "Pay 1 life:
    Add {C}". That payment would reduce their life to 0: Enduring Angel transforms at once
    and their life total becomes 3, and the casting goes on; the spell is cast and resolves."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, "Lord of the Forsaken", "Enduring Angel", "Plains", "Island",
                  "Glory Seeker")
    s.graveyard(0, "Hallowed Respite")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Hallowed Respite", targets=[seeker], method="flashback", pay=False)
    lord = d.find("Lord of the Forsaken")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateManaAbility) and a.source == lord))
    assert d.life(0) == 3
    assert d.chars(d.find("Enduring Angel")).name == "Angelic Enforcer"
    assert d.decision.kind == "pay_mana"  # still casting: nobody has priority yet
    d.pay()
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    back = d.find("Glory Seeker")
    assert back != seeker and d.state.objects[back].counters.get("+1/+1") == 1
    assert d.zone_of("Hallowed Respite") == "exile" and not d.game.is_over


def test_damage_whose_life_loss_is_replaced_is_still_damage_dealt_for_life_gained() -> None:
    """CR 120.3a, 614.1a, 119.5, 608.2h: Syphon Soul ("deals 2 damage to each other player. You
    gain life equal to the damage dealt this way") hits player 1 at 2 life, whose Enduring
    Angel replaces their life total being reduced to 0: it transforms and their total becomes
    3. The 2 damage was still dealt to them, so with player 2's 2 the caster gains 4."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Enduring Angel")
    s.life(0, 10)
    s.life(1, 2)
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (14, 3, 18)
    assert d.ids("Angelic Enforcer", zone="battlefield")
    assert not d.state.players[1].lost
