"""Hostile Hostel // Creeping Inn — Land // Artifact Creature — Horror Construct 3/7 (black).

Oracle: Front: "{T}: Add {C}. / {1}, {T}, Sacrifice a creature: Put a soul counter on Hostile
Hostel. Then if there are three or more soul counters on it, remove those counters, transform
it, then untap it. Activate only as a sorcery."
Back: "Whenever Creeping Inn attacks, you may exile a creature card from your graveyard. If you
do, each opponent loses X life and you gain X life, where X is the number of creature cards
exiled with Creeping Inn. / {4}: Creeping Inn phases out."
Rulings covered: MID-RN-175, MID-RN-176, MID-RN-177, MID-RN-178, MID-RN-179, MID-RN-180,
MID-RN-181, MID-RN-182.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hostile Hostel")


def _hostel(souls: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", counters={"soul": souls} if souls else None)
    s.battlefield(0, "Glory Seeker", "Plains")
    return Driver(s.build())


def test_third_soul_counter_transforms_and_untaps_it() -> None:
    d = _hostel(2)
    hostel = d.find("Hostile Hostel")
    d.activate(0, hostel, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(hostel)
    assert (c.name, c.power, c.toughness) == ("Creeping Inn", 3, 7)
    o = d.state.objects[hostel]
    assert not o.tapped and "soul" not in o.counters


def test_first_soul_counter_only_adds_a_counter() -> None:
    d = _hostel(0)
    hostel = d.find("Hostile Hostel")
    d.activate(0, hostel, choices=[d.find("Glory Seeker")])
    d.resolve()
    o = d.state.objects[hostel]
    assert o.tapped and o.counters == {"soul": 1}
    assert d.chars(hostel).name == "Hostile Hostel"


def _inn(**kw: object) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True, **kw)  # type: ignore[arg-type]
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Forest", "Forest")
    s.graveyard(0, "Glory Seeker", "Wall of Mulch", "Plains")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


def _attack_exiling(d: Driver, card: str) -> None:
    d.to_combat()
    d.attack([d.find("Hostile Hostel")])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find(card, zone="graveyard"))


@pytest.mark.ruling(
    "MID-RN-175",
    "MID-RN-177",
    "MID-RN-178",
    "MID-RN-179",
    "MID-RN-180",
    "MID-OR-0899",
    "MID-OR-0901",
    "MID-OR-0902",
    "MID-OR-0903",
    "MID-OR-0904",
)
def test_phased_out_inn_doesnt_exist_then_comes_back_remembering() -> None:
    """CR 702.26c: phased in, the Inn is treated as though it exists again: it attacks.
    CR 607.1c: its attack ability, which both exiles and counts "cards exiled with Creeping
    Inn", is linked to itself, so X counts the card it exiled in an earlier attack."""
    d = _inn()
    inn = d.find("Hostile Hostel")
    _attack_exiling(d, "Glory Seeker")
    assert (d.life(0), d.life(1)) == (21, 19)
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    d.activate(0, inn)
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.pass_until("precombat_main", turn=4)
    d.act(1, CastSpell(d.find("Shock", zone="hand"), "normal"))
    legal = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
    assert inn not in legal  # MID-RN-175
    d.choose(0)
    d.pay()
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    o = d.state.objects[inn]
    assert not o.phased_out and d.chars(inn).name == "Creeping Inn"  # MID-RN-178, 180
    moves = [e for e in d.state.log if e.kind == "zone_change" and e.obj == inn]
    assert not moves  # MID-RN-177: it never left or entered
    _attack_exiling(d, "Wall of Mulch")  # MID-RN-178: it can attack this turn
    assert d.life(1) == 16 - 2  # X counts the card exiled before it phased out (MID-RN-179)


@pytest.mark.ruling("MID-RN-176", "MID-OR-0900")
def test_phasing_out_removes_it_from_combat() -> None:
    d = _inn()
    inn = d.find("Hostile Hostel")
    d.to_combat()
    d.attack([inn])
    d.resolve()
    d.choose(None)
    d.activate(0, inn)
    d.resolve()
    assert inn not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


@pytest.mark.ruling("MID-RN-181", "MID-OR-0905")
def test_aura_and_counters_phase_with_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True, counters={"+1/+1": 1})
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Crown of Vigor")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.cast(0, "Crown of Vigor", targets=[inn])
    d.resolve()
    crown = d.find("Crown of Vigor", zone="battlefield")
    d.activate(0, inn)
    d.resolve()
    assert d.state.objects[crown].phased_out
    d.pass_until("precombat_main", turn=4)
    assert d.state.objects[crown].phased_out  # still out: nothing sent it to the graveyard
    d.pass_until("precombat_main", turn=5)
    o = d.state.objects[crown]
    assert not o.phased_out and o.attached_to == inn
    c = d.chars(inn)
    assert (c.power, c.toughness) == (3 + 1 + 1, 7 + 1 + 1)


@pytest.mark.ruling("MID-RN-182", "MID-OR-0906")
def test_phased_out_under_an_opponents_control_it_phases_in_on_their_untap_under_yours() -> None:
    """CR 702.26f: Threaten's control effect ends while the Inn is phased out."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(1, *["Mountain"] * 7)
    s.hand(1, "Threaten")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.cast(1, "Threaten", targets=[inn])
    d.resolve()
    assert d.chars(inn).controller == 1
    d.activate(1, inn)  # {4}: Creeping Inn phases out, under player 1's control
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.pass_until("upkeep", turn=4)  # the control effect ended; player 0's untap step
    assert d.state.objects[inn].phased_out  # it didn't phase out under player 0's control
    d.pass_until("upkeep", turn=5)  # player 1's untap step
    o = d.state.objects[inn]
    assert not o.phased_out
    assert d.chars(inn).controller == 0 and o.controller == 0


@pytest.mark.ruling("MID-OR-0906")
def test_phased_out_under_a_player_who_left_in_their_own_turn_it_phases_in_a_round_later(
        ) -> None:
    """Three players. Player 1 takes Creeping Inn with Threaten in their turn 3 and phases it
    out, then Shocks themselves out of the game that same turn. Player 1's next turn would have
    begun after player 0's turn 5: the Inn stays phased out through player 2's untap step of
    turn 4 and phases in as player 2's untap step of turn 6 begins (CR 702.26n), under its
    owner's control."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(1, *["Mountain"] * 8)
    s.hand(1, "Threaten", "Shock")
    s.life(1, 2)
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.cast(1, "Threaten", targets=[inn])
    d.resolve()
    d.activate(1, inn)  # {4}: Creeping Inn phases out, under player 1's control
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.cast(1, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2 and d.state.objects[inn].phased_out
    d.pass_until("upkeep", turn=5)
    assert d.state.active == 0 and d.state.objects[inn].phased_out
    d.pass_until("upkeep", turn=6)
    assert d.state.active == 2
    o = d.state.objects[inn]
    assert not o.phased_out and d.chars(inn).controller == 0


@pytest.mark.ruling("MID-OR-0906")
def test_phased_out_under_a_player_still_in_the_game_it_phases_in_on_their_untap_not_the_leavers(
        ) -> None:
    """Three players. In player 2's turn, player 2 phases out their own Creeping Inn and Shocks
    player 0 out of the game. Only what phased out under the player who left waits for the
    untap step after their next turn would have begun (CR 702.26n, player 1's); the Inn phased
    out under player 2 stays phased out through player 1's untap step and phases in as player
    2's own untap step begins (CR 702.26a, 502.1)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(2, "Hostile Hostel", transformed=True)
    s.battlefield(2, *["Mountain"] * 5)
    s.hand(2, "Shock")
    s.life(0, 2)
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    turn = d.state.turn
    d.activate(2, inn)  # {4}: Creeping Inn phases out, under player 2's control
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.cast(2, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    d.pass_until("upkeep", turn=turn + 1)
    assert d.state.active == 1 and d.state.objects[inn].phased_out
    d.pass_until("upkeep", turn=turn + 2)
    assert d.state.active == 2 and not d.state.objects[inn].phased_out


def test_declining_to_exile_drains_nothing_and_each_opponent_loses_x() -> None:
    """"If you do" (CR 608.2c): attacking and exiling no card drains nothing, though a card
    was exiled with it before. In a three-player game, "each opponent" loses X while "you"
    gain X once: with two cards exiled with it, both opponents lose 2, its controller gains 2
    (CR 119.3)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.graveyard(0, "Glory Seeker", "Wall of Mulch")
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.to_combat()
    d.attack({inn: 1})
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert [d.life(p) for p in range(3)] == [21, 19, 19]
    d.pass_until("precombat_main", turn=6)
    assert d.state.active == 0
    d.to_combat()
    d.attack({inn: 2})
    d.resolve()
    d.expect("choose_cards")
    d.choose(None)
    lives = [d.life(p) for p in range(3)]
    d.pass_until("postcombat_main")
    assert lives == [21, 16, 19] and d.zone_of("Wall of Mulch") == "graveyard"
    assert [d.life(p) for p in range(3)] == [21, 16, 16]  # only combat damage
    d.pass_until("precombat_main", turn=9)
    d.to_combat()
    d.attack({inn: 1})
    d.resolve()
    d.choose(d.find("Wall of Mulch", zone="graveyard"))
    assert [d.life(p) for p in range(3)] == [23, 14, 14]


def test_soul_ability_only_as_a_sorcery_refused_otherwise() -> None:
    """CR 602.5d: "Activate only as a sorcery": in the opponent's turn the ability isn't
    offered; trying it is refused and nothing changes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", "Glory Seeker", "Plains")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(ScriptError, match="expected one activatable ability"):
        d.activate(0, "Hostile Hostel", index=1)
    assert d.game.fingerprint() == before
    hostel = d.find("Hostile Hostel")
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(hostel, 1))
    assert d.game.fingerprint() == before
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_three_or_more_counters_all_removed_and_only_your_creature_cards_offered() -> None:
    """"Three or more": with three soul counters already, the fourth makes it transform, and
    all four are removed. Then attacking, Creeping Inn offers only the creature cards of its
    controller's own graveyard (the Warrior and the Glory Seeker sacrificed): not the Shock
    there nor the opponent's Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hostile Hostel", counters={"soul": 3})
    s.battlefield(0, "Glory Seeker", "Plains")
    s.graveyard(0, "Elvish Warrior", "Shock")
    s.graveyard(1, "Glory Seeker")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    d = Driver(s.build())
    hostel = d.find("Hostile Hostel")
    d.activate(0, hostel, choices=[d.find("Glory Seeker", "battlefield")])
    d.resolve()
    assert d.chars(hostel).name == "Creeping Inn" and "soul" not in d.state.objects[hostel].counters
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([hostel])
    d.resolve()
    dec = d.expect("choose_cards")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} - {None} == {
        d.find("Elvish Warrior"), d.find("Glory Seeker", "graveyard", player=0)}


def test_two_headed_giant_each_opposing_player_loses_x_from_the_shared_total() -> None:
    """CR 810.9: each of the two opposing players loses X individually, applied to their
    team's shared total (30 - 2 = 28); the Inn's controller gains X once (31). Combat damage
    to player 2 then takes the shared total to 25."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.graveyard(0, "Glory Seeker")
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.to_combat()
    d.attack({inn: 2})
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert [d.life(p) for p in range(4)] == [31, 31, 28, 28]
    losses = sorted((e.player, e.amount) for e in d.game.log if e.kind == "life_loss")
    assert losses == [(2, 1), (3, 1)]
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(4)] == [31, 31, 25, 25]
