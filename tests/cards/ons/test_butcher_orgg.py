"""Butcher Orgg — {4}{R}{R}{R} Creature — Orgg 6/6.

Oracle: "You may assign Butcher Orgg's combat damage divided as you choose among defending
player and/or any number of creatures they control."
Rulings covered: ONS-FAQ-089, ONS-FAQ-090, ONS-FAQ-091 (combat damage no longer uses the
stack: it is assigned and dealt in the combat damage step).
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer

pytestmark = pytest.mark.card("Butcher Orgg")


def to_blocks(d: Driver, attackers: list[int]) -> None:
    d.to_combat()
    d.attack(attackers)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()


def to_assignment(d: Driver) -> None:
    while d.decision.kind != "damage_assignment":
        d.pass_priority()


@pytest.mark.ruling("ONS-FAQ-089", "ONS-OR-0133")
def test_unblocked_it_divides_among_player_and_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    to_blocks(d, [orgg])
    d.block({})
    to_assignment(d)
    recipients = dict(d.decision.data)["recipients"]
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert recipients == (1, seeker, warrior)
    d.choose((1, 2, 3))
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert d.find("Glory Seeker", zone="graveyard")
    assert d.find("Elvish Warrior", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-090", "ONS-OR-0132")
def test_blocked_by_creatures_that_left_it_deals_no_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Festering Goblin", "Glory Seeker")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    to_blocks(d, [orgg])
    d.block({d.find("Glory Seeker"): orgg})
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_until("postcombat_main")  # no damage assignment is asked for
    assert d.life(1) == 20
    assert d.find("Festering Goblin", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-091")
def test_as_a_blocker_it_divides_among_you_and_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    orgg, warrior = d.find("Butcher Orgg"), d.find("Elvish Warrior")
    to_blocks(d, [warrior])
    d.block({orgg: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 0  # whether to use the ability
    d.choose(True)
    d.expect("damage_assignment")
    assert d.decision.player == 0
    recipients = dict(d.decision.data)["recipients"]
    assert recipients == (0, orgg, d.find("Glory Seeker"))
    d.choose((6, 0, 0))  # all of it to its own controller
    d.pass_until("postcombat_main")
    assert d.life(0) == 14
    assert d.find("Elvish Warrior", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-091")
def test_as_a_blocker_not_using_it_deals_its_damage_to_the_creature_it_blocks() -> None:
    """Declining the ability, the blocking Orgg deals its 6 damage to the Elvish Warrior it
    blocks, as usual (CR 510.1d): nothing is divided, its controller keeps 20 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    orgg, warrior = d.find("Butcher Orgg"), d.find("Elvish Warrior")
    to_blocks(d, [warrior])
    d.block({orgg: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("may")
    d.choose(False)
    d.pass_until("postcombat_main")
    assert d.life(0) == 20 and d.life(1) == 20
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


@pytest.mark.ruling("ONS-OR-0134")
def test_at_least_one_recipient_and_no_more_recipients_than_damage() -> None:
    """Official ruling: "If you choose to use the ability to divide up the damage (and there is
    at least one point of damage to be assigned), you must choose at least one creature or the
    defending player, and can't choose more total creatures and players than the amount of
    damage being assigned (minimum 1 point per player or creature)."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Goblin Sky Raider")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    d.cast(0, "Death Pulse", targets=[orgg])
    d.resolve()
    assert d.chars(orgg).power == 2
    to_blocks(d, [orgg])
    d.block({})
    to_assignment(d)
    assert dict(d.decision.data)["recipients"] == (
        1, d.find("Glory Seeker"), d.find("Elvish Warrior"), d.find("Goblin Sky Raider"))
    splits = [a.value for a in d.decision.actions]
    assert all(sum(v) == 2 and 1 <= sum(1 for n in v if n) <= 2 for v in splits)
    assert (0, 0, 0, 0) not in splits and (1, 1, 1, 0) not in splits
    assert (0, 1, 0, 1) in splits
    d.choose((0, 1, 0, 1))
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[d.find("Glory Seeker")].damage == 1
    assert d.zone_of("Goblin Sky Raider") == "battlefield"
    assert d.state.objects[d.find("Goblin Sky Raider")].damage == 1


def test_as_a_blocker_of_an_attacker_removed_from_combat_it_deals_no_damage() -> None:
    """CR 506.4, 510.1c: the Gustcloak Runner the Orgg blocks untaps and leaves combat: a
    blocker blocking no creature assigns no combat damage, so its controller isn't asked
    whether to divide it, and nobody is dealt any."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg", "Glory Seeker")
    s.battlefield(1, "Gustcloak Runner")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    orgg, runner = d.find("Butcher Orgg"), d.find("Gustcloak Runner")
    to_blocks(d, [runner])
    d.block({orgg: runner})
    d.resolve()  # the Runner's becomes-blocked trigger
    d.expect("may")
    d.choose(True)
    while d.decision.kind == "priority" and d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    assert d.state.step.name == "END_OF_COMBAT"
    assert d.life(0) == 20 and d.life(1) == 20
    assert d.state.objects[runner].damage == 0
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_with_one_power_it_still_divides_that_damage() -> None:
    """CR 510.1a: Withering Hex with five plague counters makes the Orgg 1/1: unblocked, its
    controller still divides its 1 damage among player 1 and Glory Seeker (all of it to one)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Withering Hex", attached_to="Butcher Orgg", counters={"plague": 5})
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    assert d.chars(orgg).power == 1
    to_blocks(d, [orgg])
    d.block({})
    to_assignment(d)
    assert dict(d.decision.data)["recipients"] == (1, d.find("Glory Seeker"))
    d.choose((0, 1))
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 and d.state.objects[d.find("Glory Seeker")].damage == 1


def test_blocking_with_no_power_it_assigns_no_damage() -> None:
    """CR 510.1a: Withering Hex (four plague counters) and Startle leave the blocking Orgg 0
    power: it assigns no combat damage, so its controller isn't asked whether to divide any;
    the Elvish Warrior it blocks deals 2 damage to it (lethal for a 0/2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Withering Hex", attached_to="Butcher Orgg", counters={"plague": 4})
    s.battlefield(1, "Elvish Warrior", "Island", "Island")
    s.hand(1, "Startle")
    s.library(1, "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    orgg, warrior = d.find("Butcher Orgg"), d.find("Elvish Warrior")
    to_blocks(d, [warrior])
    d.block({orgg: warrior})
    d.cast(1, "Startle", targets=[orgg])
    d.resolve()
    assert d.chars(orgg).power == 0
    while d.decision.kind == "priority" and d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    assert d.state.step.name == "END_OF_COMBAT"
    assert d.zone_of("Butcher Orgg") == "graveyard"
    assert d.state.objects[warrior].damage == 0 and d.life(0) == 20


def test_without_first_strike_it_is_asked_only_in_the_regular_step() -> None:
    """CR 510.4: blocking Elvish Warrior, which attacks beside Duelcraft Trainer (first strike),
    the Orgg assigns no damage in the first-strike damage step: whether to divide is asked in
    the regular one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Elvish Warrior", "Duelcraft Trainer")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    orgg, warrior = d.find("Butcher Orgg"), d.find("Elvish Warrior")
    to_blocks(d, [warrior, d.find("Duelcraft Trainer")])
    d.block({orgg: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("may")
    assert d.state.step.name == "COMBAT_DAMAGE"
    assert d.life(0) == 20 - d.chars(d.find("Duelcraft Trainer")).power


def test_two_headed_giant_it_divides_among_the_player_it_attacks_and_their_creatures() -> None:
    """CR 805.10e: "defending player" is player 2, whom the Orgg attacks: unblocked, it divides
    its damage among player 2 and their Glory Seeker, not their teammate player 3's Elvish
    Warrior. Blocked by that Warrior, if the ability is used the recipients are the same (the
    blocker, player 3's, isn't among them)."""
    for blocked in (False, True):
        s = Scenario(format="two_headed_giant", seed=1)
        s.battlefield(0, "Butcher Orgg")
        s.battlefield(2, "Glory Seeker")
        s.battlefield(3, "Elvish Warrior")
        d = Driver(s.build())
        orgg, seeker, warrior = (d.find("Butcher Orgg"), d.find("Glory Seeker"),
                                 d.find("Elvish Warrior"))
        d.to_combat()
        d.attack({orgg: 2})
        while d.decision.kind != "declare_blockers":
            d.pass_priority()
        d.block({warrior: orgg} if blocked else {})
        while d.decision.kind == "priority":
            d.pass_priority()
        if blocked:
            d.expect("may")
            d.choose(True)
        d.expect("damage_assignment")
        assert dict(d.decision.data)["recipients"] == (2, seeker)
        d.choose((4, 2))
        d.pass_until("postcombat_main")
        assert d.life(2) == d.life(3) == 26
        assert d.zone_of("Glory Seeker") == "graveyard"
        assert d.zone_of("Elvish Warrior") == "battlefield"


def test_attacking_a_planeswalker_it_may_divide_among_its_controller_and_their_creatures() -> None:
    """CR 506.2, 510.1b: the Orgg attacks Teferi, so player 1, Teferi's controller, is the
    defending player: its controller is asked whether to divide; dividing, the recipients are
    player 1 and their creatures (not Teferi) and Teferi loses no loyalty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Teferi, Who Slows the Sunset", "Glory Seeker")
    d = Driver(s.build())
    orgg, teferi, seeker = (d.find("Butcher Orgg"), d.find("Teferi, Who Slows the Sunset"),
                            d.find("Glory Seeker"))
    d.to_combat()
    d.attack({orgg: teferi})
    while d.decision.kind == "priority" or d.decision.kind == "declare_blockers":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    d.expect("may")
    assert d.decision.player == 0
    d.choose(True)
    d.expect("damage_assignment")
    assert dict(d.decision.data)["recipients"] == (1, seeker)
    d.choose((4, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[teferi].counters.get("loyalty") == 4


def test_attacking_a_planeswalker_not_dividing_its_damage_goes_to_the_planeswalker() -> None:
    """CR 510.1b, 120.3c: declining the division, the unblocked Orgg deals its 6 damage to
    the Teferi it attacks, which loses that much loyalty and is put into the graveyard
    (CR 704.5i); player 1 loses no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Teferi, Who Slows the Sunset", "Glory Seeker")
    d = Driver(s.build())
    orgg, teferi = d.find("Butcher Orgg"), d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({orgg: teferi})
    while d.decision.kind != "may":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    d.choose(False)
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.zone_of("Teferi, Who Slows the Sunset") == "graveyard"
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_multiplayer_only_the_defending_players_creatures_are_recipients() -> None:
    """CR 506.2, 802: with three players, the Orgg attacking player 1 may divide its damage
    among player 1 and player 1's creatures only; player 2's Elvish Warrior isn't offered."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    d.to_combat()
    d.attack({orgg: 1})
    while d.decision.kind != "damage_assignment":
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert dict(d.decision.data)["recipients"] == (1, d.find("Glory Seeker"))
    d.choose((6, 0))
    d.pass_until("postcombat_main")
    assert d.life(1) == 14 and d.life(2) == 20
    assert d.state.objects[d.find("Elvish Warrior")].damage == 0


def test_a_division_not_totalling_its_power_is_refused_and_nothing_changes() -> None:
    """CR 510.1c: the division must account for all of its combat damage; 3 of 6 is refused
    with an error and the decision stays open, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    to_blocks(d, [orgg])
    d.block({})
    to_assignment(d)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"\(1, 2\) is not one of the choices"):
        d.choose((1, 2))  # 3 damage of 6
    assert d.game.fingerprint() == before
    d.expect("damage_assignment")


def _blocked_then_planeswalker_gone(players: int, block: bool = True) -> Driver:
    """The Orgg attacks player 1's Wrenn and Seven (2 loyalty) and is blocked by player 1's
    Glory Seeker (unless not ``block``); player 0 then Shocks Wrenn and Seven, which dies
    (CR 704.5i): the Orgg still attacks, but attacks no one (CR 506.4c). Player 1 also
    controls Elvish Warrior, player 2 (if any) Daru Lancer."""
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Butcher Orgg", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Wrenn and Seven", counters={"loyalty": 2})
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    if players > 2:
        s.battlefield(2, "Daru Lancer")
    for p in range(players):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    orgg, wrenn = d.find("Butcher Orgg"), d.find("Wrenn and Seven")
    d.to_combat()
    d.attack({orgg: wrenn})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): orgg} if block else {})
    while d.decision.kind == "declare_blockers":
        d.block({})
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Shock", targets=[wrenn])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert orgg in d.state.combat.attackers
    return d


def test_blocked_its_planeswalker_gone_it_divides_among_the_nonactive_player_and_creatures(
        ) -> None:
    """CR 506.2, 506.4c, 508.5: in a two-player game the nonactive player is the defending
    player whatever the Orgg attacks: blocked by the Glory Seeker after the Wrenn and Seven
    it attacked died, the Orgg may still divide its damage among player 1 and player 1's
    creatures (the division includes its usual assignment, so no "may" question)."""
    d = _blocked_then_planeswalker_gone(players=2)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert dict(d.decision.data)["recipients"] == (1, seeker, warrior)
    d.choose((3, 2, 1))
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[warrior].damage == 1


def test_blocked_its_planeswalker_gone_in_multiplayer_its_controller_chooses_the_defending_player(
        ) -> None:
    """CR 506.4c, 508.5a, 802.2a: in a three-player game, with the Wrenn and Seven the Orgg
    attacked gone, both opponents are defending players that could be chosen: player 0 chooses
    one; choosing player 1 (who controls the Glory Seeker blocking it), the Orgg divides its
    damage among player 1 and player 1's creatures."""
    d = _blocked_then_planeswalker_gone(players=3)
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("choose_player")
    assert dec.player == 0 and dec.prompt == "Choose the defending player"
    assert d.game.view(0)["decision"]["variant"] == "defending"
    assert Describer(d.game, 0, "ja").prompt(dec.kind, dec.prompt).startswith(
        "防御プレイヤーを選んでください。")
    assert {a.value for a in d.game.legal_actions()} == {1, 2}  # type: ignore[attr-defined]
    d.choose(1)
    d.expect("damage_assignment")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert dict(d.decision.data)["recipients"] == (1, seeker, warrior)
    d.choose((6, 0, 0))
    d.pass_until("postcombat_main")
    assert d.life(1) == 14 and d.life(2) == 20


def test_blocked_its_planeswalker_gone_another_defending_player_chosen_it_may_divide(
        ) -> None:
    """CR 508.5a, 802.2a, 510.1c: choosing player 2 as the defending player, the division
    (among player 2 and player 2's creatures) no longer includes the Glory Seeker blocking it:
    player 0 is asked whether to divide instead of assigning the damage as usual; dividing,
    the 6 damage goes to player 2 and Daru Lancer, and the Seeker is dealt none."""
    d = _blocked_then_planeswalker_gone(players=3)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(2)
    d.expect("may")
    d.choose(True)
    lancer = d.find("Daru Lancer")
    assert dict(d.decision.data)["recipients"] == (2, lancer)
    d.choose((4, 2))
    d.pass_until("postcombat_main")
    assert d.life(2) == 16 and d.life(1) == 20
    assert d.state.objects[lancer].damage == 2
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_unblocked_its_planeswalker_gone_it_deals_no_combat_damage() -> None:
    """CR 506.4c: unblocked, a creature attacking a planeswalker that has left deals no combat
    damage; the Orgg's ability only says how its damage is divided (as when the creatures
    blocking it have all left, ONS-FAQ-090): no one is dealt any, no question is asked."""
    d = _blocked_then_planeswalker_gone(players=3, block=False)
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(3)] == [20, 20, 20]
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
