"""Odric, Master Tactician — {2}{W}{W} Legendary Creature — Human Soldier 3/4.

Oracle: "First strike (This creature deals combat damage before creatures without first
strike.)
Whenever Odric, Master Tactician and at least three other creatures attack, you choose which
creatures block this combat and how those creatures block."
Rulings covered: MIC-OR-0127, MIC-OR-0128, MIC-OR-0129.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import WAR_CADENCE

pytestmark = pytest.mark.card("Odric, Master Tactician")

CARD = "Odric, Master Tactician"


def _attack(attackers: tuple[str, ...], blockers: tuple[str, ...], players: int = 2,
            third: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, CARD, *attackers)
    s.battlefield(1, *blockers)
    if third:
        s.battlefield(2, *third)
    for p in range(players):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    ids = [d.find(CARD)] + [x for x in d.state.battlefield
                            if d.state.objects[x].controller == 0 and x != d.find(CARD)]
    if players == 3:
        d.attack({x: (1 if i % 2 == 0 else 2) for i, x in enumerate(ids)})
    else:
        d.attack(ids)
    return d


def _blocks(d: Driver) -> set[tuple[int, int]]:
    return {(a.blocker, a.attacker) for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def test_with_three_other_attackers_its_controller_declares_the_blocks() -> None:
    """Odric and three Glory Seekers attack: the trigger resolves, and the blockers decision
    for player 1's Elvish Warriors goes to player 0, who makes one block Odric (and it deals
    no damage to the Seekers, which stay unblocked)."""
    d = _attack(("Glory Seeker",) * 3, ("Elvish Warrior", "Elvish Warrior"))
    assert len(d.state.stack) == 1
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("declare_blockers")
    assert dec.player == 0
    odric, warrior = d.find(CARD), d.find("Elvish Warrior")
    assert (warrior, odric) in _blocks(d)
    d.block({warrior: odric})
    assert d.state.combat.blockers == {warrior: (odric,)}
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 6 and d.zone_of("Elvish Warrior", player=1) == "graveyard"


def test_two_other_attackers_are_not_enough() -> None:
    """Odric and two Seekers: no trigger, player 1 declares their own blocks."""
    d = _attack(("Glory Seeker",) * 2, ("Elvish Warrior",))
    assert not d.state.stack
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 1


def test_three_players_each_defending_players_blocks_are_chosen() -> None:
    """Three players: Odric's controller attacks both opponents and declares the blocks of
    each of them in turn."""
    d = _attack(("Glory Seeker",) * 3, ("Elvish Warrior",), players=3,
                third=("Elvish Warrior",))
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    first = d.expect("declare_blockers")
    assert first.player == 0 and dict(first.data)["defending_player"] == 1
    assert {b for b, _ in _blocks(d)} == {d.find("Elvish Warrior", player=1)}
    d.block({})
    second = d.expect("declare_blockers")
    assert second.player == 0 and dict(second.data)["defending_player"] == 2
    assert {b for b, _ in _blocks(d)} == {d.find("Elvish Warrior", player=2)}
    d.block({})


@pytest.mark.ruling("MIC-OR-0127")
def test_you_may_choose_that_no_creature_blocks() -> None:
    """Player 0 finishes the declaration with no blockers: nothing blocks, and all four
    attackers deal their damage."""
    d = _attack(("Glory Seeker",) * 3, ("Elvish Warrior", "Elvish Warrior"))
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert FinishDeclaration() in d.game.legal_actions()
    d.block({})
    assert not d.state.combat.blockers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3 - 2 * 3


@pytest.mark.ruling("MIC-OR-0128")
def test_every_blocking_restriction_and_requirement_still_applies() -> None:
    """Taunting Elf ("All creatures able to block Taunting Elf do so") attacks with Odric,
    a Seeker and Quicksilver Dragon (flying). Player 0 may not have an Elvish Warrior block
    the Dragon (a restriction), nor finish while a Warrior able to block the Elf blocks
    something else or nothing (a requirement): only with both Warriors on the Elf is the
    declaration legal, so no other block is offered (CR 509.1c)."""
    d = _attack(("Glory Seeker", "Taunting Elf", "Quicksilver Dragon"),
                ("Elvish Warrior", "Elvish Warrior"))
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.decision.player == 0
    w1, w2 = d.ids("Elvish Warrior")
    elf, dragon, odric = d.find("Taunting Elf"), d.find("Quicksilver Dragon"), d.find(CARD)
    assert (w1, dragon) not in _blocks(d) and (w1, odric) not in _blocks(d)
    assert _blocks(d) == {(w1, elf), (w2, elf)}
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareBlocker(w1, elf))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareBlocker(w2, elf))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(0, FinishDeclaration())
    assert d.state.combat.blockers == {w1: (elf,), w2: (elf,)}


def _cadence_attack() -> Driver:
    """War Cadence activated for X=2 in player 0's main phase; then Odric and three Seekers
    attack player 1, who has two Elvish Warriors and two untapped Forests."""
    assert WAR_CADENCE
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Glory Seeker", "Glory Seeker", "War Cadence",
                  "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior", "Elvish Warrior", "Forest", "Forest")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.activate(0, "War Cadence", x=2)
    d.resolve()
    d.to_combat()
    d.attack([d.find(CARD), *d.ids("Glory Seeker")])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    return d


@pytest.mark.ruling("MIC-OR-0129")
def test_the_blockers_controller_pays_the_cost_to_block_or_blocks_are_proposed_again() -> None:
    """Player 0 has a Warrior block Odric; {2} is due for it. Player 1 declines: the
    declaration is undone and player 0 proposes a new one (here, none). In a second game
    player 1 pays with both Forests and the block stands."""
    d = _cadence_attack()
    odric, warrior = d.find(CARD), d.find("Elvish Warrior")
    d.block({warrior: odric})
    dec = d.expect("unless_payment")
    assert dec.player == 1
    d.choose("decline")
    again = d.expect("declare_blockers")
    assert again.player == 0 and not d.state.combat.blockers
    d.block({})
    assert not d.state.combat.blockers
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest"))

    d = _cadence_attack()
    odric, warrior = d.find(CARD), d.find("Elvish Warrior")
    d.block({warrior: odric})
    d.choose("pay")
    d.pay()
    assert d.state.combat.blockers == {warrior: (odric,)}
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))


def test_first_strike_kills_its_blocker_before_it_strikes_back() -> None:
    """CR 702.7b, 510.4: Odric (3/4) attacking alone is blocked by Snapping Thragg (3/3); it
    deals its damage in the first combat damage step, the Thragg dies then, and Odric is
    dealt no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Snapping Thragg")
    d = Driver(s.build())
    odric = d.find(CARD)
    d.to_combat()
    d.attack([odric])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Snapping Thragg"): odric})
    d.pass_until("end_of_combat")
    assert d.zone_of("Snapping Thragg") == "graveyard"
    assert d.state.objects[odric].damage == 0


def test_an_attacker_removed_before_it_resolves_doesnt_undo_the_trigger() -> None:
    """CR 603.2, 603.4: the ability has no "if" to check again; with one of the four
    attackers killed in response, its controller still declares the blocks."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD), *d.ids("Glory Seeker")])
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.ids("Glory Seeker")[0]])
    d.resolve()
    assert len(d.ids("Glory Seeker", zone="battlefield")) == 2
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 0


def test_odric_killed_in_response_its_controller_still_declares_the_blocks() -> None:
    """CR 113.7a: once triggered the ability exists apart from Odric; with Odric (3/4) killed
    in response by two Shocks, its controller still chooses how the remaining attackers are
    blocked."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    odric = d.find(CARD)
    d.to_combat()
    d.attack([odric, *d.ids("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[odric])
    d.cast(1, "Shock", targets=[odric])
    d.resolve()
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 0
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3 * 2


def test_the_choice_lasts_for_this_combat_only() -> None:
    """"This combat": in the next turn's combat, Odric and only one other creature attack,
    and the defending player declares their own blocks again (CR 509.1)."""
    d = _attack(("Glory Seeker",) * 3, ("Elvish Warrior",))
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 0
    d.block({})
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([d.find(CARD), d.ids("Glory Seeker")[0]])
    assert not d.state.stack
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 1


def test_the_choice_lasts_for_this_combat_only_not_the_turn() -> None:
    """"This combat" (CR 506.1, 500.8): after the combat in which player 0 chose the blocks,
    Aggravated Assault untaps player 0's creatures and adds a combat to the same turn; Odric
    and only one other creature attack in it, and the defending player declares their own
    blocks (CR 509.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Glory Seeker"] * 3, "Aggravated Assault", *["Mountain"] * 5)
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    odric, seekers = d.find(CARD), d.ids("Glory Seeker")
    d.to_combat()
    d.attack([odric, *seekers])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 0
    d.block({})
    d.pass_until("postcombat_main")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()
    d.attack([odric, seekers[0]])
    assert not d.state.stack
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 1


def test_odric_must_be_one_of_the_attackers() -> None:
    """"Whenever Odric and at least three other creatures attack": four other creatures
    attacking without Odric trigger nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Glory Seeker"] * 4)
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker"))
    assert not d.state.stack
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 1


def test_in_two_headed_giant_a_teammates_attackers_count_and_it_chooses_the_team_s_blocks(
) -> None:
    """CR 810.7, 805.10b: the active team has one combined attack, so Odric, two of its
    controller's Glory Seekers and the teammate's Glory Seeker are "Odric and at least three
    other creatures" attacking. Odric's controller then declares the defending team's one
    combined block (CR 805.10d), with creatures of both defending players."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(0, CARD, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Snapping Thragg")
    d = Driver(s.build())
    odric = d.find(CARD)
    seekers = d.ids("Glory Seeker")
    d.to_combat()
    d.attack({odric: 2, **{x: 2 for x in seekers}})
    assert len(d.state.stack) == 1
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("declare_blockers")
    assert dec.player == 0
    warrior, thragg = d.find("Elvish Warrior"), d.find("Snapping Thragg")
    assert {b for b, _ in _blocks(d)} == {warrior, thragg}
    d.block({warrior: odric, thragg: odric})
    assert d.state.combat.blockers == {warrior: (odric,), thragg: (odric,)}


def test_in_two_headed_giant_the_teammate_controlling_odric_chooses_the_blocks() -> None:
    """CR 805.10b, 810.7: Odric is the secondary player's (player 1's); it attacks with
    three of player 0's Glory Seekers. Its trigger is player 1's, and player 1, not the
    team's primary player, declares the defending team's blocks."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, CARD)
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    odric = d.find(CARD)
    d.to_combat()
    d.attack({odric: 2, **{x: 2 for x in d.ids("Glory Seeker")}})
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[0]].controller == 1
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 1
    d.block({d.find("Elvish Warrior"): odric})
    assert d.state.combat.blockers == {d.find("Elvish Warrior"): (odric,)}


def test_blocks_odric_s_controller_chooses_still_obey_champion_of_lambholt() -> None:
    """MIC-OR-0128, CR 509.1b: every restriction still applies when Odric's controller
    chooses the blocks: with their Champion of Lambholt at power 3, player 1's Glory Seeker
    (power 2) isn't offered as a blocker of any attacker, their Gluttonous Zombie (power 3)
    is."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Snarling Wolf", "Snarling Wolf", "Snarling Wolf")
    s.battlefield(0, "Champion of Lambholt", counters={"+1/+1": 2})
    s.battlefield(1, "Glory Seeker", "Gluttonous Zombie")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD), *d.ids("Snarling Wolf")])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 0
    blockers = {b for b, _ in _blocks(d)}
    assert d.find("Glory Seeker") not in blockers
    assert d.find("Gluttonous Zombie") in blockers
